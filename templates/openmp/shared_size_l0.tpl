const size_t kt_shmem = kt_coll + {{l0_bytes}};
kt::openmp::check_shared(kt_shmem, "{{name}}");
