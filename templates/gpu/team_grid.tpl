const dim3 kt_block(kt_vl, kt_ts);
{{shmem}}const int kt_grid = {{grid}};
{{l1_pool}}