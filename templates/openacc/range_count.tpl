const int64_t kt_n = kt_end > kt_begin ? kt_end - kt_begin : 0;
