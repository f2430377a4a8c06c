{{comment}}{{template_head}}__global__ void {{launch_bounds}}{{name}}({{captures}}const int kt_league_size, const size_t kt_l0_team, const size_t kt_l0_thread{{l1_params}}{{reduce_param}}) {
extern __shared__ __align__(16) char kt_smem[];
{{reduce_init}}{{acc_decl}}for (int kt_league = blockIdx.x; kt_league < kt_league_size; kt_league += gridDim.x) {
{{body}}
__syncthreads(); // the next team reuses the shared scratch
}
{{reduce_finish}}}
