kt_launch_range("{{name}}", {{kernel}}, {{begin}}, {{end}}{{captures}});
