kt_launch_tiles({{args}});
