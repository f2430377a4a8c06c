{{comment}}{{template_head}}__global__ void {{launch_bounds}}{{name}}({{captures}}const int kt_league_size{{l1_params}}{{reduce_param}}) {
{{lane_bound}}{{reduce_init}}{{acc_decl}}{{league}} {{body}}
{{league_end}}{{reduce_finish}}}
