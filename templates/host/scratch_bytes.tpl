const size_t kt_l{{level}}_bytes = {{team}} + {{thread}};
