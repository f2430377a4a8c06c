const int64_t kt_n = kt_end > kt_begin ? kt_end - kt_begin : 0;
{{partials}}const int64_t kt_chunk = (kt_n + kt_np - 1) / kt_np;
const int kt_g = kt::openacc::warp_gangs(kt_np);
// pass 1: each thread reduces its chunk (final = false); one-warp gangs
#pragma acc parallel loop gang vector num_gangs(kt_g) vector_length(32){{data}}
for (int kt_p = 0; kt_p < kt_np; ++kt_p) {
{{type}} {{acc}} = kt_identity<{{op}}>();
const int64_t kt_b0 = kt_begin + kt_p * kt_chunk, kt_b1 = kt_acc_chunk_end(kt_b0, kt_chunk, kt_end);
for (int64_t kt_i = kt_b0; kt_i < kt_b1; ++kt_i) {{body_pass1}}
kt_partials[kt_p] = {{acc}};
}
// pass 2: exclusive scan of the chunk sums (one thread)
{{type}} kt_total = kt_acc_exclusive_scan<{{op}}>(kt_partials, kt_np);
// pass 3: each chunk again from its prefix (final = true)
#pragma acc parallel loop gang vector num_gangs(kt_g) vector_length(32){{data}}
for (int kt_p = 0; kt_p < kt_np; ++kt_p) {
{{type}} {{acc}} = kt_partials[kt_p];
const int64_t kt_b0 = kt_begin + kt_p * kt_chunk, kt_b1 = kt_acc_chunk_end(kt_b0, kt_chunk, kt_end);
for (int64_t kt_i = kt_b0; kt_i < kt_b1; ++kt_i) {{body_final}}
}
return kt_total;
