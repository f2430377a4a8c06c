{{reduce_init}}{{acc_decl}}for ({{index}} : kt_grid_stride<{{index_type}}>({{block}}kt_begin, kt_end)) {{body}}
{{reduce_finish}}