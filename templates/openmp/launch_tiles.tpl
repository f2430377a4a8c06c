kt_launch_tiles({{kernel}}, {{tx}}, {{ty}}, {{tz}}, {{nx}}, {{ny}}, {{nz}}, {{args}});
