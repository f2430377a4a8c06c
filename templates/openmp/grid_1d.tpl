const kt_dim3 kt_bid = kt_grid_1d(kt_gx, kt_gy), kt_gdim{kt_gx, kt_gy, kt_gz};
