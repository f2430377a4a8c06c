{{comment}}{{template_head}}{{attributes}}static {{result_type}} {{name}}({{params}}) {
{{body}}}
