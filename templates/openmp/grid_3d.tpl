kt_grid_3d(kt_bid, kt_gdim);
