const int64_t kt_lo{{d}} = {{lower}}, kt_hi{{d}} = {{upper}};
