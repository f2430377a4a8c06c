{{template_head}}static {{result_type}} {{name}}({{captures}}const int64_t kt_begin, const int64_t kt_end) {
{{acc_init}}for (int64_t kt_i = kt_begin; kt_i < kt_end; ++kt_i) {{body}}
{{acc_return}}}
