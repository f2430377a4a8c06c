// kt/openmp/team_scan.hpp: parallel_scan nested in OpenMP kernel-mode (ompx_bare) team kernels
// (block = (vector_length, team_size): vector lane = kt_b.t.x, team rank = kt_b.t.y).
//
// Generated code includes it only when a kernel scans over a nested range. The collectives'
// shared slots must hold the scanned type (the lowering adds it
// to the kernel's slot types).
//
// Both scans run the body f(i, acc, final) twice per index: from the identity with
// final = false to get the index's contribution, then from the index's exclusive prefix with
// final = true. Indices go in tiles of one per thread (lane); the tiles' fixed scan order makes
// the result the same bits on every run. Every thread (lane) of the range's level must call
// them, as in Kokkos; each returns the total to all of them.
#pragma once
#include "broadcast.hpp"
#include "scan.hpp"
#include "../core/tile_scan.hpp"

// Exclusive scan over the team's threads in team_rank order: lane 0 of each thread
// contributes, every lane receives its thread's prefix, `total` the team's total.
template <class Op, class T> static T kt_team_exclusive_scan(const kt_block_info &b, T v, T &total) {
  if (b.t.x != 0) Op::init(v);
  const T r = kt_block_exclusive_scan<Op>(b, v, total);
  return kt_vector_broadcast(b, r);
}

// Exclusive scan over the dim.x lanes of this thread's vector, in its shared slots (a
// Kogge-Stone scan: ompx has no shuffle-up); `total` gets the vector's total on every lane.
template <class Op, class T> static T kt_vector_exclusive_scan(const kt_block_info &b, T v, T &total) {
  const int vl = b.dim.x;
  T r;
  Op::init(r);
  if (vl == 1) {
    total = v;
    return r;
  }
  const uint64_t mask = kt_vector_mask(b);
  T *s = reinterpret_cast<T *>(b.vsh + (size_t)(b.tid - b.t.x) * b.vstride);
  kt_syncwarp(mask); // s[] may still be read by an earlier collective of this vector
  s[b.t.x] = v;
  for (int o = 1; o < vl; o <<= 1) {
    kt_syncwarp(mask);
    T u = s[b.t.x];
    const bool take = b.t.x >= o;
    if (take) {
      u = s[b.t.x - o];
      Op::join(u, s[b.t.x]);
    }
    kt_syncwarp(mask);
    if (take) s[b.t.x] = u;
  }
  kt_syncwarp(mask);
  total = s[vl - 1];
  if (b.t.x > 0) r = s[b.t.x - 1];
  return r;
}

// parallel_scan(TeamThreadRange(team, begin, end), f[, total]): tiles of dim.y indices,
// index t + team_rank on every lane of that thread (kt/core/tile_scan.hpp).
template <class Op, class I, class F>
static typename Op::value_type kt_team_scan(const kt_block_info &b, const I begin, const I end, F f) {
  using T = typename Op::value_type;
  return kt_tile_scan<Op>(begin, end, (I)b.dim.y, (I)b.t.y, f,
                          [&b](T v, T &tile) { return kt_team_exclusive_scan<Op>(b, v, tile); });
}

// parallel_scan(ThreadVectorRange(team, begin, end), f[, total]): tiles of dim.x indices over
// this thread's vector lanes.
template <class Op, class I, class F>
static typename Op::value_type kt_vector_scan(const kt_block_info &b, const I begin, const I end, F f) {
  using T = typename Op::value_type;
  const T total = kt_tile_scan<Op>(begin, end, (I)b.dim.x, (I)b.t.x, f,
                                   [&b](T v, T &tile) { return kt_vector_exclusive_scan<Op>(b, v, tile); });
  kt_syncwarp(kt_vector_mask(b)); // the lanes' final writes, before what follows
  return total;
}

// team.team_scan(v[, global]): this thread's exclusive prefix of the team's values in
// team_rank order; with global, the team's total is added to *global atomically (team rank 0)
// and its former value added to every prefix, as Kokkos' team_scan does.
template <class T> static T kt_team_value_scan(const kt_block_info &b, T v, T *global = nullptr) {
  T total;
  T r = kt_team_exclusive_scan<kt::Sum<T>>(b, v, total);
  if (global) {
    T base = T();
    if (b.t.y == 0 && b.t.x == 0) base = kt::atomic_fetch_add(global, total);
    r += kt_team_broadcast(b, base, 0);
  }
  return r;
}
