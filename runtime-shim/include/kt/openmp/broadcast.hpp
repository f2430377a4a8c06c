// kt/openmp/broadcast.hpp: single_value broadcasts of OpenMP kernel-mode team kernels.
// Every function here runs inside `#pragma omp target teams ompx_bare` regions (clang emits
// device versions of the functions a target region calls).
#pragma once
#include "lanes.hpp"

// Lane 0's value to every lane of this thread's vector.
template <class T> static T kt_vector_broadcast(const kt_block_info &b, T v) {
  if (b.dim.x == 1) return v;
  const uint64_t mask = kt_vector_mask(b);
  T *s = reinterpret_cast<T *>(b.vsh + (size_t)(b.tid - b.t.x) * b.vstride);
  kt_syncwarp(mask);
  if (b.t.x == 0) *s = v;
  kt_syncwarp(mask);
  return *s;
}

// team_broadcast: the value of (team_rank src, lane 0) to the whole team.
template <class T> static T kt_team_broadcast(const kt_block_info &b, T v, int src) {
  static_assert(sizeof(T) <= 64 * sizeof(int), "kt_team_broadcast: value larger than the broadcast slot");
  T *s = reinterpret_cast<T *>(b.bsh);
  ompx::sync_block();
  if (b.t.y == src && b.t.x == 0) *s = v;
  ompx::sync_block();
  return *s;
}

// team_broadcast(f, v, src): thread src applies f to its value, then broadcasts it.
template <class F, class T> static T kt_team_broadcast(const kt_block_info &b, const F &f, T v, int src) {
  if (b.t.y == src && b.t.x == 0) f(v);
  return kt_team_broadcast(b, v, src);
}
