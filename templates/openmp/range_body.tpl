{{reduce_init}}{{acc_decl}}for ({{index}} : {{stride}}<{{index_type}}>({{block}}kt_begin, kt_end)) {{body}}
{{reduce_finish}}