for (int64_t kt_t{{d}} = kt_lo{{d}}; kt_t{{d}} < kt_hi{{d}}; ++kt_t{{d}})
