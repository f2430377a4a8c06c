if (threadIdx.x != 0) // lanes of a team thread hold copies: count lane 0 only
{{op}}::init(kt_acc);
