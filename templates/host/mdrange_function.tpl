{{template_head}}static {{result_type}} {{name}}({{captures}}{{bounds}}) {
{{acc_init}}{{loops}}{{body}}
{{acc_return}}}
