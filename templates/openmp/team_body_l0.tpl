{{reduce_init}}{{acc_decl}}for (const int kt_league : kt_league_stride(kt_league_size)) {
{{body}}
ompx::sync_block(); // the next team reuses the shared scratch
}
{{reduce_finish}}