const size_t kt_coll = {{bytes}};
