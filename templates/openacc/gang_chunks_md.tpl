{{partials}}const int64_t kt_chunk = (kt_n + kt_np - 1) / kt_np;
#pragma acc parallel loop gang num_gangs(kt_np) vector_length(32){{data}}
for (int kt_p = 0; kt_p < kt_np; ++kt_p) {
{{type}} {{acc}} = kt_identity<{{op}}>();
const int64_t kt_b0 = kt_p * kt_chunk, kt_b1 = kt_acc_chunk_end(kt_b0, kt_chunk, kt_n);
#pragma acc loop vector reduction({{clause}}:{{acc}})
for (int kt_l = 0; kt_l < 32; ++kt_l) {{lane}}
kt_partials[kt_p] = {{acc}};
}
