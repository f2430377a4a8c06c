{{carry}}#pragma acc parallel loop gang num_gangs(kt_gangs) num_workers({{workers}}) vector_length(32){{data}}
for (int kt_league = 0; kt_league < kt_league_size; ++kt_league) {{body}}
(void)kt_ts;
