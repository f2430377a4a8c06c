kt::openmp::kept_t<{{type}}> {{name}} = kt::openmp::keep(kt_arg_{{name}});
