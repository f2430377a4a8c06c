{{index}} = ({{index_type}})kt_i;
{{self_decl}}{{value_type}} &{{acc}} = kt_acc;
const bool {{final}} = kt_final;
