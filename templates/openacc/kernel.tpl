{{comment}}{{template_head}}static {{result_type}} {{name}}({{params}}) {
{{body}}}
