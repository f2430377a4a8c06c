{{comment}}{{template_head}}__global__ void __launch_bounds__(kt_scan_shape<{{value_type}}>::block, kt_scan_shape<{{value_type}}>::min_blocks) {{name}}({{captures}}const kt_scan_tiles_args<{{value_type}}> kt_args) {
{{self_decl}}const auto kt_body = [&](const int64_t kt_i, {{value_type}} &kt_acc, const bool kt_final) {{body}};
kt_scan_tiles<kt::Sum<{{value_type}}>{{fast}}>(kt_args, kt_body);
}
