kt_launch_team({{args}});
