#pragma acc loop {{schedule}}
for (int kt_rank = 0; kt_rank < kt_ts; ++kt_rank) 