// level-1 scratch: this block's slot of the omp_target_alloc pool
const size_t kt_l1_bytes = kt_l1_team + kt_b.dim.y * kt_l1_thread;
kt::ScratchPool kt_scratch1(kt_l1_pool + ompx::block_id(ompx::dim_x) * kt_l1_bytes, kt_l1_bytes);
