const int kt_grid = {{grid}};
{{l1_pool}}