const int kt_league = {{league}};
const int kt_ts = {{team_size}};
const int kt_gangs = kt_league < 1 ? 1 : (kt_league < 65535 ? kt_league : 65535);
