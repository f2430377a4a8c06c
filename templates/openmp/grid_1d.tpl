kt_grid_1d(kt_gx, kt_gy, kt_gz, kt_bid, kt_gdim);
