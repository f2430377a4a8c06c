{{template_head}}static {{result_type}} {{name}}({{captures}}const int kt_league_size{{scratch_params}}) {
{{acc_init}}{{scratch_buffers}}for (int kt_league = 0; kt_league < kt_league_size; ++kt_league) {{body}}
{{acc_return}}}
