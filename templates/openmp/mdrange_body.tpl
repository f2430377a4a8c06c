{{grid}}{{reduce_init}}const int64_t kt_nz = {{nz}};
for (int64_t kt_z = kt_bid.z * (int64_t)kt_b.dim.z + kt_b.t.z; kt_z < kt_nz; kt_z += (int64_t)kt_gdim.z * kt_b.dim.z) {
{{decode_z}}for (int64_t kt_t{{dim_y}} = kt_lo{{dim_y}} + kt_bid.y * (int64_t)kt_b.dim.y + kt_b.t.y; kt_t{{dim_y}} < kt_hi{{dim_y}}; kt_t{{dim_y}} += (int64_t)kt_gdim.y * kt_b.dim.y)
for (int64_t kt_t{{dim_x}} = kt_lo{{dim_x}} + kt_bid.x * (int64_t)kt_b.dim.x + kt_b.t.x; kt_t{{dim_x}} < kt_hi{{dim_x}}; kt_t{{dim_x}} += (int64_t)kt_gdim.x * kt_b.dim.x) {{body}}
}
{{reduce_finish}}