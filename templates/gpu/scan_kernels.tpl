{{comment}}{{template_head}}__global__ void {{launch_bounds}}{{name}}_partial({{captures}}const int64_t kt_begin, const int64_t kt_end, const int64_t kt_chunk, {{value_type}} *kt_partials) {
{{value_type}} kt_acc;
{{op}}::init(kt_acc);
const int64_t kt_b0 = kt_begin + blockIdx.x * kt_chunk;
const int64_t kt_b1 = min(kt_end, kt_b0 + kt_chunk);
for (int64_t kt_i = kt_b0 + threadIdx.x; kt_i < kt_b1; kt_i += blockDim.x) {{body_pass1}}
kt_acc = kt_block_reduce<{{op}}>(kt_acc);
if (threadIdx.x == 0) kt_partials[blockIdx.x] = kt_acc;
}

// pass 2: from the partials before the block (final = true)
{{template_head}}__global__ void {{launch_bounds}}{{name}}_final({{captures}}const int64_t kt_begin, const int64_t kt_end, const int64_t kt_chunk, {{value_type}} *kt_partials, {{value_type}} *kt_total) {
{{value_type}} kt_prefix;
{{op}}::init(kt_prefix);
for (unsigned kt_b = threadIdx.x; kt_b < blockIdx.x; kt_b += blockDim.x) {{op}}::join(kt_prefix, kt_partials[kt_b]);
kt_prefix = kt_block_allreduce<{{op}}>(kt_prefix);
const int64_t kt_b0 = kt_begin + blockIdx.x * kt_chunk;
const int64_t kt_b1 = min(kt_end, kt_b0 + kt_chunk);
for (int64_t kt_t = kt_b0; kt_t < kt_b1; kt_t += blockDim.x) {
const int64_t kt_i = kt_t + threadIdx.x;
{{value_type}} kt_acc;
{{op}}::init(kt_acc);
if (kt_i < kt_b1) {{body_pass2}}
{{value_type}} kt_tile;
kt_acc = kt_block_exclusive_scan<{{op}}>(kt_acc, kt_tile);
{{op}}::join(kt_acc, kt_prefix);
{{op}}::join(kt_prefix, kt_tile);
if (kt_i < kt_b1) {{body_final}}
}
if (blockIdx.x == gridDim.x - 1 && threadIdx.x == 0) *kt_total = kt_prefix;
}
