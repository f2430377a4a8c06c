// level-{{level}} team scratch: this gang's slice of a device pool{{chosen}}
kt::ScratchPool kt_scratch{{level}}(kt_pool{{level}} + (size_t)kt_gang * kt_bytes{{level}}, kt_bytes{{level}});
