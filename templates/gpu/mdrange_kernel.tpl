{{comment}}{{template_head}}__global__ void {{launch_bounds}}{{name}}({{params}}) {
{{reduce_init}}const int64_t kt_nz = {{nz}};
for (int64_t kt_z = blockIdx.z * (int64_t)blockDim.z + threadIdx.z; kt_z < kt_nz; kt_z += (int64_t)gridDim.z * blockDim.z) {
{{decode_z}}for (int64_t kt_t{{dim_y}} = kt_lo{{dim_y}} + blockIdx.y * (int64_t)blockDim.y + threadIdx.y; kt_t{{dim_y}} < kt_hi{{dim_y}}; kt_t{{dim_y}} += (int64_t)gridDim.y * blockDim.y)
for (int64_t kt_t{{dim_x}} = kt_lo{{dim_x}} + blockIdx.x * (int64_t)blockDim.x + threadIdx.x; kt_t{{dim_x}} < kt_hi{{dim_x}}; kt_t{{dim_x}} += (int64_t)gridDim.x * blockDim.x) {{body}}
}
{{reduce_finish}}}
