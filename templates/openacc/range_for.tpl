const int kt_g = kt::openacc::loop_gangs(kt_end - kt_begin);
#pragma acc parallel loop gang vector num_gangs(kt_g) vector_length(128){{data}}
for (int64_t kt_i = kt_begin; kt_i < kt_end; ++kt_i) {{body}}
