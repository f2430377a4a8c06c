{{partials}}const int64_t kt_chunk = (kt_n + kt_np - 1) / kt_np;
#pragma acc parallel loop gang num_gangs(kt_np) vector_length(32){{data}}
for (int kt_p = 0; kt_p < kt_np; ++kt_p) {
{{type}} *const kt_lane = kt_partials + kt_np + KT_ACC_COMBINE + (size_t)kt_p * 32;
const int64_t kt_b0 = kt_p * kt_chunk, kt_b1 = kt_acc_chunk_end(kt_b0, kt_chunk, kt_n);
#pragma acc loop vector
for (int kt_l = 0; kt_l < 32; ++kt_l) {
{{type}} {{acc}} = kt_identity<{{op}}>();
{{lane}}
kt_lane[kt_l] = {{acc}};
}
{{type}} kt_v = kt_identity<{{op}}>();
kt_acc_fold32<{{op}}>(kt_v, kt_lane);
kt_partials[kt_p] = kt_v;
}
