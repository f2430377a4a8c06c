// kt/openmp/scan.hpp: the block-wide exclusive scan of OpenMP kernel-mode scan kernels.
// Every function here runs inside `#pragma omp target teams ompx_bare` regions (clang emits
// device versions of the functions a target region calls).
#pragma once
#include "block.hpp"

// Exclusive scan over the threads of a block in tid order (a Kogge-Stone scan in shared
// memory: ompx has no shuffle-up); `total` gets the block total on every thread.
template <class Op, class T> static T kt_block_exclusive_scan(const kt_block_info &b, T v, T &total) {
  T *s = reinterpret_cast<T *>(b.bsh);
  ompx::sync_block();
  s[b.tid] = v;
  ompx::sync_block();
  for (int o = 1; o < b.n; o <<= 1) {
    T u = s[b.tid];
    const bool take = b.tid >= o;
    if (take) {
      u = s[b.tid - o];
      Op::join(u, s[b.tid]);
    }
    ompx::sync_block();
    if (take) s[b.tid] = u;
    ompx::sync_block();
  }
  T r;
  Op::init(r);
  if (b.tid > 0) r = s[b.tid - 1];
  total = s[b.n - 1];
  return r;
}
