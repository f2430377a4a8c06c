kt_launch_range({{kernel}}, {{begin}}, {{end}}{{captures}});
