char *kt_l1_pool = static_cast<char *>(kt::openmp::scratch_l1((size_t)kt_grid * (kt_l1_team + (size_t)kt_ts * kt_l1_thread)));
