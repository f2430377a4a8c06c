const auto kt_body = [&](const int64_t kt_i, {{value_type}} &kt_acc, const bool kt_final) {{body}};
kt_range_scan<{{op}}>(kt_b, kt_args, kt_body);
