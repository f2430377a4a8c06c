std::vector<char> kt_l{{level}}_buf(kt_l{{level}}_bytes);
