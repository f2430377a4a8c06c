{{grid}}{{reduce_init}}{{acc_decl}}for ({{index_y}} : {{stride}}<{{type_y}}>(kt_b, kt_bid, kt_gdim, 1, kt_lo{{dim_y}}, kt_hi{{dim_y}}))
for ({{index_x}} : {{stride}}<{{type_x}}>(kt_b, kt_bid, kt_gdim, 0, kt_lo{{dim_x}}, kt_hi{{dim_x}}))
{{body}}
{{reduce_finish}}