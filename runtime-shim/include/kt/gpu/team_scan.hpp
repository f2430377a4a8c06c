// kt/gpu/team_scan.hpp: parallel_scan nested in CUDA and HIP team kernels (block =
// (vector_length, team_size): vector lane = threadIdx.x, team rank = threadIdx.y).
//
// Generated code includes it only when a kernel scans over a nested range.
//
// Both scans run the body f(i, acc, final) twice per index, as Kokkos' device backends do:
// from the identity with final = false to get the index's contribution, then from the
// index's exclusive prefix with final = true. Indices go in tiles of one per thread (lane);
// the tiles' fixed scan trees make the result the same bits on every run. Every thread (lane)
// of the range's level must call them, as in Kokkos; each returns the total to all of them.
#pragma once
#include "broadcast.hpp"
#include "scan.hpp"
#include "../core/tile_scan.hpp"

// Exclusive scan over the team's threads in team_rank order: lane 0 of each thread
// contributes (its lanes hold copies of one value), every lane receives its thread's prefix,
// `total` the team's total.
template <class Op, class T> __device__ T kt_team_exclusive_scan(T v, T &total) {
  if (threadIdx.x != 0) Op::init(v);
  const T r = kt_block_exclusive_scan<Op>(v, total);
  return kt_vector_broadcast(r);
}

// Exclusive scan over the blockDim.x lanes of this thread's vector (shuffle-up steps 1, 2,
// 4, ...); `total` gets the vector's total on every lane.
template <class Op, class T> __device__ T kt_vector_exclusive_scan(T v, T &total) {
  const int vl = blockDim.x, lane = threadIdx.x;
  T r;
  Op::init(r);
  if (vl == 1) {
    total = v;
    return r;
  }
  const kt_lanemask_t mask = kt_vector_mask();
  T inc = v;
  for (int o = 1; o < vl; o <<= 1) {
    T u = kt_shfl_up(inc, o, vl, mask);
    if (lane >= o) {
      Op::join(u, inc);
      inc = u;
    }
  }
  total = kt_shfl(inc, vl - 1, vl, mask);
  const T prev = kt_shfl_up(inc, 1, vl, mask);
  if (lane > 0) r = prev;
  return r;
}

// parallel_scan(TeamThreadRange(team, begin, end), f[, total]): tiles of blockDim.y indices,
// index t + team_rank on every lane of that thread (kt/core/tile_scan.hpp).
template <class Op, class I, class F>
__device__ typename Op::value_type kt_team_scan(const I begin, const I end, F f) {
  using T = typename Op::value_type;
  return kt_tile_scan<Op>(begin, end, (I)blockDim.y, (I)threadIdx.y, f,
                          [](T v, T &tile) { return kt_team_exclusive_scan<Op>(v, tile); });
}

// parallel_scan(ThreadVectorRange(team, begin, end), f[, total]): tiles of blockDim.x indices
// over this thread's vector lanes.
template <class Op, class I, class F>
__device__ typename Op::value_type kt_vector_scan(const I begin, const I end, F f) {
  using T = typename Op::value_type;
  const T total = kt_tile_scan<Op>(begin, end, (I)blockDim.x, (I)threadIdx.x, f,
                                   [](T v, T &tile) { return kt_vector_exclusive_scan<Op>(v, tile); });
  if (blockDim.x > 1) KT_SYNCWARP(kt_vector_mask()); // the lanes' final writes, before what follows
  return total;
}

// team.team_scan(v[, global]): this thread's exclusive prefix of the team's values in
// team_rank order; with global, the team's total is added to *global atomically (team rank 0)
// and its former value added to every prefix, as Kokkos' team_scan does.
template <class T> __device__ T kt_team_value_scan(T v, T *global = nullptr) {
  T total;
  T r = kt_team_exclusive_scan<kt::Sum<T>>(v, total);
  if (global) {
    T base = T();
    if (threadIdx.y == 0 && threadIdx.x == 0) base = kt::atomic_fetch_add(global, total);
    r += kt_team_broadcast(base, 0);
  }
  return r;
}
