kt_launch_team({{kernel}}, kt_league, kt_vl, kt_ts{{captures}});
