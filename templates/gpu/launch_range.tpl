kt_launch_range({{args}});
