const size_t kt_bytes{{level}} = {{bytes}};
char *kt_pool{{level}} = {{capacity}}static_cast<char *>(kt::openacc::scratch_buffer({{level}}, (size_t)kt_gangs * kt_bytes{{level}}));
