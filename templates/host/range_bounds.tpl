const int64_t kt_begin = {{begin}}, kt_end = {{end}};
