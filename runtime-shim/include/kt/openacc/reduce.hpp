// kt/openacc/reduce.hpp: the explicit reduction scheme of OpenACC kernels: lane folds and the
// deterministic combine of the per-team partials. Op is the reduction op the translator writes.
#pragma once
#include "ids.hpp"
#include <type_traits>

// Called first in each iteration of a loop with a reduction clause, on its variable. GCC 12's
// nvptx back end moves the warp-shuffle tree of a vector reduction whose loop never changes the
// variable (a body that, once optimised, does not touch it) into code that only lane 0 runs; the
// other lanes never reach those shfl.sync, and the warp's registers are then garbage (an illegal
// address in the next store). An empty asm that may change the value keeps the tree after the
// loop, where every lane runs it. It emits no instruction.
template <class T> static inline KT_ACC_FUNCTION void kt_acc_vary(T &v) {
  if constexpr (std::is_arithmetic_v<T> && sizeof(T) <= 8)
    __asm__ __volatile__("" : "+r"(v));
}
// The identity of Op: a reduction's accumulator starts from it (`T v = kt_identity<Op>();`).
template <class Op> static inline KT_ACC_FUNCTION typename Op::value_type kt_identity() {
  typename Op::value_type v;
  Op::init(v);
  return v;
}
// Folds the 32 lane values lane[0..31] into v, in lane order; 8 loads at a time into registers,
// so they overlap instead of each waiting on the previous join.
template <class Op, class T> static inline KT_ACC_FUNCTION void kt_acc_fold32(T &v, const T *lane) {
  for (int l = 0; l < 32; l += 8) {
    T w[8];
#pragma GCC unroll 8
    for (int u = 0; u < 8; ++u) w[u] = lane[l + u];
#pragma GCC unroll 8
    for (int u = 0; u < 8; ++u) Op::join(v, w[u]);
  }
}
// Combines np partials p[0, np) (device memory, room for KT_ACC_COMBINE more after them) into
// one value on the host: KT_ACC_COMBINE threads fold strided subsets in parallel, then one
// thread folds those in order. A fixed order, so the result has the same bits on every run.
// Both stages read 8 / 32 partials into registers before folding them (in the same order), so
// the loads overlap instead of each waiting on the previous join.
template <class Op, class T> static T kt_acc_combine(T *p, int np) {
  T *q = p + np;
  const int ng = np < KT_ACC_COMBINE ? np : KT_ACC_COMBINE;
  const int g = kt::openacc::loop_gangs(ng);
#pragma acc parallel loop gang vector num_gangs(g) vector_length(128) deviceptr(p, q)
  for (int k = 0; k < ng; ++k) {
    T a;
    Op::init(a);
    int j = k;
    for (; j + 7 * ng < np; j += 8 * ng) {
      T v[8];
#pragma GCC unroll 8
      for (int u = 0; u < 8; ++u) v[u] = p[j + u * ng];
#pragma GCC unroll 8
      for (int u = 0; u < 8; ++u) Op::join(a, v[u]);
    }
    for (; j < np; j += ng) Op::join(a, p[j]);
    q[k] = a;
  }
// One gang whose code outside loops runs once (gang-redundant, worker- and vector-single), not
// `acc serial`: GCC 12's nvptx back end warns that it overrides serial's vector_length 1.
#pragma acc parallel num_gangs(1) num_workers(1) vector_length(32) deviceptr(q)
  {
    T a;
    Op::init(a);
    int k = 0;
    for (; k + 32 <= ng; k += 32) {
      T v[32];
#pragma GCC unroll 32
      for (int j = 0; j < 32; ++j) v[j] = q[k + j];
#pragma GCC unroll 32
      for (int j = 0; j < 32; ++j) Op::join(a, v[j]);
    }
    for (; k < ng; ++k) Op::join(a, q[k]);
    q[0] = a;
  }
  T r;
  kt::openacc::copy_to_host(&r, q, sizeof(T));
  return r;
}
// Fills p[0, np) with the identity (partials of teams that may not run).
template <class Op, class T> static void kt_acc_identity(T *p, int np) {
  const int g = kt::openacc::loop_gangs(np);
#pragma acc parallel loop gang vector num_gangs(g) vector_length(128) deviceptr(p)
  for (int k = 0; k < np; ++k) Op::init(p[k]);
}
