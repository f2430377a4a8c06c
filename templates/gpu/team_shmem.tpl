const size_t kt_shmem = kt_l0_team + (size_t)kt_ts * kt_l0_thread;
kt::{{rt}}::set_max_dynamic_shared({{kernel}}, kt_shmem);
