// what each team thread keeps across the team_barrier()s: one slot per gang and team rank
struct kt_carry_t {
{{members}}};
kt_carry_t *const kt_carry = static_cast<kt_carry_t *>(kt::openacc::carry_buffer((size_t)kt_gangs * (size_t)kt_ts * sizeof(kt_carry_t)));
