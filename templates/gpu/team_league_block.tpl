const int kt_league = blockIdx.x; // a team per block: the grid is the league
if (kt_league < kt_league_size)