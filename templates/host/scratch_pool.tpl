kt::ScratchPool kt_scratch{{level}}(kt_l{{level}}_buf.data(), kt_l{{level}}_bytes);
