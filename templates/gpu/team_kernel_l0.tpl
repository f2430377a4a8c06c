{{comment}}{{template_head}}__global__ void {{launch_bounds}}{{name}}({{captures}}const int kt_league_size, const size_t kt_l0_team, const size_t kt_l0_thread{{l1_params}}{{reduce_param}}) {
extern __shared__ __align__(16) char kt_smem[];
{{lane_bound}}{{reduce_init}}{{acc_decl}}{{league}} {
{{body}}
{{league_end}}}
{{reduce_finish}}}
