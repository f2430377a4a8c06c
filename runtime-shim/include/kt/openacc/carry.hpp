// kt/openacc/carry.hpp: what a team kernel's threads keep across a team_barrier() when OpenACC
// runs its team-level code as one worker-vector loop over the team's ranks per barrier-free
// segment (rewriters/openacc/AccRanks.cpp): one slot per gang and rank in device memory.
#pragma once
#include "../openacc.hpp"

// T itself: lets a member or reference of array type be declared as `kt_acc_type<T> name`.
template <class T> using kt_acc_type = T;

// Copies a variable into its slot at the end of the segment that declares it (bytes: arrays
// and Views alike; the slot is never constructed or destroyed).
template <class T> static inline KT_ACC_FUNCTION void kt_acc_carry(T &slot, const T &value) {
  __builtin_memcpy(static_cast<void *>(&slot), static_cast<const void *>(&value), sizeof(T));
}

namespace kt {
namespace openacc {
// The slots of one launch: gangs x team size x the kernel's slot bytes (grows; contents undefined).
inline void *carry_buffer(std::size_t bytes) {
  static impl::Buffer b;
  return b.grow(bytes ? bytes : 1);
}
}  // namespace openacc
}  // namespace kt
