// level-1 scratch: this block's slot of the global pool
const size_t kt_l1_bytes = kt_l1_team + blockDim.y * kt_l1_thread;
kt::ScratchPool kt_scratch1(kt_l1_pool + blockIdx.x * kt_l1_bytes, kt_l1_bytes);
