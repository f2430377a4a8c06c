// kt/openacc/scan.hpp: the exclusive scan of the per-team partials of OpenACC parallel_scan.
#pragma once
#include <type_traits>
#include "ids.hpp"

// Exclusive scan of p[0, np) in place; returns the total. One thread folds the partials in
// order, reading them 32 at a time into registers so the loads overlap (the same order, the same
// bits). Integers (exact in any order) with more than 4096 partials: 128 threads scan
// contiguous blocks of them around a one-thread scan of the block sums.
template <class Op, class T> static inline KT_ACC_FUNCTION void kt_acc_scan_serial(T *p, int np, T *total) {
  T a;
  Op::init(a);
  int k = 0;
  for (; k + 32 <= np; k += 32) {
    T v[32];
#pragma GCC unroll 32
    for (int j = 0; j < 32; ++j) v[j] = p[k + j];
#pragma GCC unroll 32
    for (int j = 0; j < 32; ++j) {
      p[k + j] = a;
      Op::join(a, v[j]);
    }
  }
  for (; k < np; ++k) {
    T v = p[k];
    p[k] = a;
    Op::join(a, v);
  }
  *total = a;
}
template <class Op, class T> static T kt_acc_exclusive_scan(T *p, int np) {
  T *q = p + np;  // KT_ACC_COMBINE slots
  constexpr int nb = 128;
  if (std::is_integral<T>::value && np > 4096) {  // (compiled for floating types too)
    const int len = (np + nb - 1) / nb;
#pragma acc parallel loop gang vector num_gangs(1) vector_length(128) deviceptr(p, q)
    for (int b = 0; b < nb; ++b) {  // block sums
      T a;
      Op::init(a);
      const int e = (b + 1) * len < np ? (b + 1) * len : np;
      int k = b * len;
      for (; k + 8 <= e; k += 8) {
        T v[8];
#pragma GCC unroll 8
        for (int j = 0; j < 8; ++j) v[j] = p[k + j];
#pragma GCC unroll 8
        for (int j = 0; j < 8; ++j) Op::join(a, v[j]);
      }
      for (; k < e; ++k) Op::join(a, p[k]);
      q[b] = a;
    }
// One gang whose code outside loops runs once (gang-redundant, worker- and vector-single), not
// `acc serial`: GCC 12's nvptx back end warns that it overrides serial's vector_length 1.
#pragma acc parallel num_gangs(1) num_workers(1) vector_length(32) deviceptr(q)
    kt_acc_scan_serial<Op>(q, nb, q + nb);
#pragma acc parallel loop gang vector num_gangs(1) vector_length(128) deviceptr(p, q)
    for (int b = 0; b < nb; ++b) {  // each block from its prefix
      T a = q[b];
      const int e = (b + 1) * len < np ? (b + 1) * len : np;
      int k = b * len;
      for (; k + 8 <= e; k += 8) {
        T v[8];
#pragma GCC unroll 8
        for (int j = 0; j < 8; ++j) v[j] = p[k + j];
#pragma GCC unroll 8
        for (int j = 0; j < 8; ++j) {
          p[k + j] = a;
          Op::join(a, v[j]);
        }
      }
      for (; k < e; ++k) {
        T v = p[k];
        p[k] = a;
        Op::join(a, v);
      }
    }
    T r;
    kt::openacc::copy_to_host(&r, q + nb, sizeof(T));
    return r;
  }
// One gang whose code outside loops runs once (gang-redundant, worker- and vector-single), not
// `acc serial`: GCC 12's nvptx back end warns that it overrides serial's vector_length 1.
#pragma acc parallel num_gangs(1) num_workers(1) vector_length(32) deviceptr(p, q)
  kt_acc_scan_serial<Op>(p, np, q);
  T r;
  kt::openacc::copy_to_host(&r, q, sizeof(T));
  return r;
}
