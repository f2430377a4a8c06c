kt_launch("{{name}}", {{kernel}}, kt_grid, kt_block, {{shmem}}, {{args}});
