const kt_reduce_out<{{value_type}}> kt_out = kt_reduce_buffers<{{value_type}}>(kt_grid);
{{kernel}}({{args}}, kt_out.partials, kt_out.counter, kt_out.result);
