// kt/gpu/scan.hpp: the block-wide exclusive scan of the CUDA and HIP scan kernels.
// Include guard, not #pragma once: tests/gpu/wavefront_sim_test.cpp includes it once per simulated
// wavefront size.
#ifndef KT_GPU_SCAN_HPP
#define KT_GPU_SCAN_HPP
#include "lanes.hpp"

// Exclusive scan over the threads of a block in kt_tid() order; `total` gets the block total
// on every thread. Warp scans with shuffle-up, then a scan of the warp totals.
template <class Op, class T> __device__ T kt_block_exclusive_scan(T v, T &total) {
  __shared__ __align__(16) unsigned char kt_raw[32 * sizeof(T)];
  T *part = reinterpret_cast<T *>(kt_raw);
  const int tid = kt_tid(), n = kt_nthreads();
  const int lane = tid % KT_WARP_SIZE, warp = tid / KT_WARP_SIZE;
  const int nwarps = (n + KT_WARP_SIZE - 1) / KT_WARP_SIZE;
  const int active = min(KT_WARP_SIZE, n - warp * KT_WARP_SIZE);
  const kt_lanemask_t mask = kt_first_lanes(active);
  T inc = v;
  for (int o = 1; o < KT_WARP_SIZE; o <<= 1) {
    T u = kt_shfl_up(inc, o, KT_WARP_SIZE, mask);
    if (lane >= o) { Op::join(u, inc); inc = u; }
  }
  T excl = kt_shfl_up(inc, 1, KT_WARP_SIZE, mask);
  if (lane == 0) Op::init(excl);
  __syncthreads();
  if (lane == active - 1) part[warp] = inc;
  __syncthreads();
  if (warp == 0) {
    T w;
    Op::init(w);
    if (lane < nwarps) w = part[lane];
    const kt_lanemask_t m0 = kt_first_lanes(active);
    for (int o = 1; o < KT_WARP_SIZE; o <<= 1) {
      T u = kt_shfl_up(w, o, KT_WARP_SIZE, m0);
      if (lane >= o) { Op::join(u, w); w = u; }
    }
    if (lane < nwarps) part[lane] = w;
  }
  __syncthreads();
  T r;
  Op::init(r);
  if (warp > 0) r = part[warp - 1];
  Op::join(r, excl);
  total = part[nwarps - 1];
  __syncthreads();
  return r;
}
#endif // KT_GPU_SCAN_HPP
