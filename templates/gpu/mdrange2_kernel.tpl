{{comment}}{{template_head}}__global__ void {{launch_bounds}}{{name}}({{params}}) {
{{reduce_init}}{{acc_decl}}for ({{index_y}} : {{stride}}<{{type_y}}, 1>(kt_lo{{dim_y}}, kt_hi{{dim_y}}))
#pragma unroll 1
for ({{index_x}} : {{stride}}<{{type_x}}, 0>(kt_lo{{dim_x}}, kt_hi{{dim_x}}))
{{body}}
{{reduce_finish}}}
