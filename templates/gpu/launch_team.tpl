kt_launch_team("{{name}}", {{kernel}}, kt_league, kt_vl, kt_ts{{captures}});
