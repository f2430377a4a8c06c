{{comment}}{{template_head}}__global__ void {{launch_bounds}}{{name}}({{captures}}int64_t kt_begin, int64_t kt_end{{reduce_param}}) {
{{reduce_init}}{{acc_decl}}for ({{index}} : kt_grid_stride<{{index_type}}>(kt_begin, kt_end)) {{body}}
{{reduce_finish}}}
