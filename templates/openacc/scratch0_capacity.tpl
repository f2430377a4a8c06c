// level-0 team scratch: a gang-private array if it fits, else a pool slice
alignas(64) char kt_l0[KT_ACC_SCRATCH0_CAPACITY];
kt::ScratchPool kt_scratch0(kt_bytes0 <= KT_ACC_SCRATCH0_CAPACITY ? kt_l0 : kt_pool0 + (size_t)kt_gang * kt_bytes0, kt_bytes0);
