{{comment}}{{template_head}}__global__ void {{launch_bounds}}{{name}}({{captures}}const int kt_league_size{{l1_params}}{{reduce_param}}) {
{{reduce_init}}{{acc_decl}}for (int kt_league = blockIdx.x; kt_league < kt_league_size; kt_league += gridDim.x) {{body}}
{{reduce_finish}}}
