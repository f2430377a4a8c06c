{{extent}}const int kt_g = kt::openacc::loop_gangs(kt_n);
#pragma acc parallel loop gang vector num_gangs(kt_g) vector_length(128){{data}}
for (int64_t kt_f = 0; kt_f < kt_n; ++kt_f) {
{{split}}{{body}}
}
