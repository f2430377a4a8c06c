const kt_dim3 kt_bid = kt_grid_3d(), kt_gdim{kt_gx, kt_gy, kt_gz};
