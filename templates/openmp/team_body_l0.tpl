const int kt_bid = ompx::block_id(ompx::dim_x), kt_nblocks = ompx::grid_dim(ompx::dim_x);
{{reduce_init}}{{acc_decl}}for (int kt_league = kt_bid; kt_league < kt_league_size; kt_league += kt_nblocks) {
{{body}}
ompx::sync_block(); // the next team reuses the shared scratch
}
{{reduce_finish}}