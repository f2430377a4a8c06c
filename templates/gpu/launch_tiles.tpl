kt_launch_tiles("{{name}}", {{kernel}}, dim3({{tx}}, {{ty}}, {{tz}}), {{nx}}, {{ny}}, {{nz}}, {{args}});
