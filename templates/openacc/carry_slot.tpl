kt_carry_t &kt_c = kt_carry[(size_t)kt_carry_gang * kt_ts + kt_rank];
