unsigned char *kt_smem = kt_dynamic_shared();
