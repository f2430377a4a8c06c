// kt/openmp/range_scan.hpp: the RangePolicy parallel_scan of OpenMP kernel-mode kernels, two
// launches of one kernel over the same block chunks. Generated code includes it only for a
// RangePolicy scan.
//
// Block b of the grid takes the contiguous chunk [begin + b chunk, begin + (b + 1) chunk):
//   pass 1 (final_pass = false): the body with final = false over the chunk (a thread per
//     index, striding by the block, KT_OMP_SCAN_ITEMS indices of a thread in flight at once),
//     then the block's total into partials[b];
//   pass 2 (final_pass = true): the block's prefix from the partials before it, then tiles
//     (kt_range_scan_tiles below; for a value type with no warp shuffle, tiles of one index per
//     thread and a block-wide exclusive scan each). The last block stores the total.
// Fixed trees and a fixed tile order: the same bits on every run.
#pragma once
#include "launch.hpp"
#include "reduce.hpp"
#include "scan.hpp"

// Indices per thread of a pass-2 tile (tiles of 256 x KT_OMP_SCAN_ITEMS indices; at most 31),
// and the most blocks of a scan's grid.
#ifndef KT_OMP_SCAN_ITEMS
#define KT_OMP_SCAN_ITEMS 7
#endif
#ifndef KT_OMP_SCAN_GRID
#define KT_OMP_SCAN_GRID 1024
#endif

// A RangePolicy scan kernel's arguments: the range, the chunk of a block, one partial per
// block, the total, the launch shape and the pass (kt_launch_scan fills them).
template <class T> struct kt_scan_args {
  std::int64_t begin, end, chunk;
  T *partials, *total;
  int grid, block;
  bool final_pass;
};

// Inclusive scan over the lanes of a warp in reversed order (lane 31 holds the first value,
// lane 0 the last; ompx has only a shuffle down). Returns the lane's inclusive value; `excl`
// gets the exclusive one.
template <class Op, class T> static inline T kt_warp_scan_reversed(T v, int lane, T &excl) {
  const uint64_t all = kt_first_lanes(KT_WARP_SIZE);
  for (int o = 1; o < KT_WARP_SIZE; o <<= 1) {
    T u = ompx::shfl_down_sync(all, v, o);
    if (lane + o < KT_WARP_SIZE) {
      Op::join(u, v);
      v = u;
    }
  }
  excl = ompx::shfl_down_sync(all, v, 1);
  if (lane == KT_WARP_SIZE - 1) Op::init(excl);
  return v;
}

// Warp 0: s[0, S) holds the tile's warp-segment totals in index order; afterwards s[k] is
// prefix joined with the exclusive scan of s before k, and s[S] prefix joined with them all.
// Each lane folds a run of ceil(S / 32) consecutive totals (reversed lanes), then one warp scan.
template <class Op, class T> static void kt_scan_segments(T *s, int S, const T &prefix, int lane) {
  const int per = (S + KT_WARP_SIZE - 1) / KT_WARP_SIZE, lo = (KT_WARP_SIZE - 1 - lane) * per;
  const int hi = lo + per < S ? lo + per : S;
  T sum;
  Op::init(sum);
  for (int k = lo; k < hi; ++k) {
    const T x = s[k];
    s[k] = sum;
    Op::join(sum, x);
  }
  T before;
  const T inc = kt_warp_scan_reversed<Op>(sum, lane, before);
  T base = prefix;
  Op::join(base, before);
  for (int k = lo; k < hi; ++k) {
    T x = base;
    Op::join(x, s[k]);
    s[k] = x;
  }
  if (lane == 0) {
    T tot = prefix;
    Op::join(tot, inc);
    s[S] = tot;
  }
}

// Pass 2 over [b0, b1) from `prefix` (updated to the chunk's end), for value types with a warp
// shuffle and blocks of kt_range_block threads. A tile is K = KT_OMP_SCAN_ITEMS rows of 256
// indices; in row j, warp w takes the 32 indices from 256 j + 32 w, lane l the (31 - l)th of
// them, so that each warp's segment scans with shuffles down. Per tile: K coalesced loads per
// thread in flight at once, the K x 8 segment scans, their totals scanned by warp 0 in shared
// memory, two barriers (the tiles alternate between the two shared areas, so the next tile's
// totals never overwrite values still being read). Against one index per thread and a
// Kogge-Stone block scan per 256 indices (18 barriers), the former shape.
template <class Op, class T, class Body>
static void kt_range_scan_tiles(const kt_block_info &b, std::int64_t b0, std::int64_t b1, T &prefix,
                                const Body &body) {
  constexpr int K = KT_OMP_SCAN_ITEMS, N = kt_range_block, nw = N / KT_WARP_SIZE;
  const int lane = b.tid & (KT_WARP_SIZE - 1), warp = b.tid / KT_WARP_SIZE;
  const std::int64_t pos = (std::int64_t)warp * KT_WARP_SIZE + (KT_WARP_SIZE - 1 - lane);
  int k = 0;
  for (std::int64_t t = b0; t < b1; t += (std::int64_t)K * N, ++k) {
    T *s = reinterpret_cast<T *>(k & 1 ? b.bsh : b.vsh);
    T v[K];
#pragma unroll
    for (int j = 0; j < K; ++j) {
      const std::int64_t i = t + (std::int64_t)j * N + pos;
      Op::init(v[j]);
      if (i < b1) body(i, v[j], false);
    }
#pragma unroll
    for (int j = 0; j < K; ++j) {
      T excl;
      const T inc = kt_warp_scan_reversed<Op>(v[j], lane, excl);
      if (lane == 0) s[j * nw + warp] = inc;
      v[j] = excl;
    }
    ompx::sync_block();
    if (warp == 0) kt_scan_segments<Op>(s, K * nw, prefix, lane);
    ompx::sync_block();
#pragma unroll
    for (int j = 0; j < K; ++j) {
      const std::int64_t i = t + (std::int64_t)j * N + pos;
      T acc = s[j * nw + warp];
      Op::join(acc, v[j]);
      if (i < b1) body(i, acc, true);
    }
    prefix = s[K * nw];
  }
}

// Pass 2 for the other value types: tiles of one index per thread, a block-wide exclusive scan
// (kt_block_exclusive_scan) each.
template <class Op, class T, class Body>
static void kt_range_scan_rows(const kt_block_info &b, std::int64_t b0, std::int64_t b1, T &prefix,
                               const Body &body) {
  for (std::int64_t t = b0; t < b1; t += b.n) {
    const std::int64_t i = t + b.t.x;
    T acc;
    Op::init(acc);
    if (i < b1) body(i, acc, false);
    T tile;
    acc = kt_block_exclusive_scan<Op>(b, acc, tile);
    Op::join(acc, prefix);
    Op::join(prefix, tile);
    if (i < b1) body(i, acc, true);
  }
}

// One pass of the scan (see above) by the block b; body(i, acc, final) runs the user's body
// for index i (int64_t) with the accumulator acc (T &). Every thread of the block calls it.
template <class Op, class T, class Body>
static void kt_range_scan(const kt_block_info &b, const kt_scan_args<T> &a, const Body &body) {
  constexpr int K = KT_OMP_SCAN_ITEMS;
  const int bid = ompx::block_id(ompx::dim_x), nblocks = ompx::grid_dim(ompx::dim_x);
  const std::int64_t b0 = a.begin + bid * a.chunk;
  const std::int64_t b1 = b0 + a.chunk < a.end ? b0 + a.chunk : a.end;
  if (!a.final_pass) {
    T acc;
    Op::init(acc);
    std::int64_t i = b0 + b.t.x;
    for (; i + (std::int64_t)(K - 1) * b.n < b1; i += (std::int64_t)K * b.n) {
#pragma unroll
      for (int j = 0; j < K; ++j) body(i + (std::int64_t)j * b.n, acc, false);
    }
    for (; i < b1; i += b.n) body(i, acc, false);
    acc = kt_block_reduce<Op>(b, acc);
    if (b.tid == 0) a.partials[bid] = acc;
    return;
  }
  T prefix;
  Op::init(prefix);
  for (int k = b.t.x; k < bid; k += b.n) Op::join(prefix, a.partials[k]);
  prefix = kt_block_allreduce<Op>(b, prefix);
  // the tiles need K x nwarps + 1 values in each shared area (n of them: kt_collective_bytes)
  bool tiles = false;
  if constexpr (kt_shfl_type<T>::value) {
    tiles = b.n == kt_range_block && K * (kt_range_block / KT_WARP_SIZE) + 1 <= kt_range_block;
    if (tiles) kt_range_scan_tiles<Op>(b, b0, b1, prefix, body);
  }
  if (!tiles) kt_range_scan_rows<Op>(b, b0, b1, prefix, body);
  if (bid == nblocks - 1 && b.tid == 0) *a.total = prefix;
}

// Host: a RangePolicy scan over [begin, end): min(KT_OMP_SCAN_GRID, ceil(n / 256)) blocks of 256 threads,
// kernel(args..., a) with a.final_pass false, then true. Returns the buffers:
// kt_reduce_result(out) is the total.
template <class T, class... P, class... A>
kt_reduce_out<T> kt_launch_scan(void (*kernel)(P...), std::int64_t begin, std::int64_t end, const A &...args) {
  const std::int64_t n = end > begin ? end - begin : 0;
  const std::int64_t blocks = (n + kt_range_block - 1) / kt_range_block;
  const int grid = (int)std::min<std::int64_t>(KT_OMP_SCAN_GRID, blocks > 0 ? blocks : 1);
  const kt_reduce_out<T> out = kt_reduce_buffers<T>(grid);
  kt_scan_args<T> a{begin, end, (n + grid - 1) / grid, out.partials, out.result, grid, kt_range_block, false};
  kernel(args..., a);
  a.final_pass = true;
  kernel(args..., a);
  return out;
}
