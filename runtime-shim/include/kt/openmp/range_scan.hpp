// kt/openmp/range_scan.hpp: the RangePolicy parallel_scan of OpenMP kernel-mode kernels, one
// launch (kt/gpu/scan_tiles.hpp's design in ompx). Generated code includes it only for a
// RangePolicy scan.
//
// Each block takes the next tile (an atomic ticket, so a tile only ever waits for tiles that
// started before it) until none is left, at most max_blocks() blocks of 256 threads:
//   1. the body with final = false from the identity for every index of the tile, kept in
//      registers (each index's contribution), and the tile's exclusive scan (kt_scan_tile_regs:
//      tiles of 256 x KT_OMP_SCAN_ITEMS indices in warp segments, for value types with a warp
//      shuffle; kt_scan_tile_rows: tiles of 256, a block-wide scan, for the others);
//   2. the tile's prefix from the tiles before it (warp 0, kt_scan_tile_prefix);
//   3. the body with final = true from the prefix joined with the index's place in the tile.
// The input is read from memory once (step 3's reads of the tile hit the cache) and the output
// written once, against three passes over it in the former two-launch scan.
//
// The tile's prefix is kt/gpu/scan_tiles.hpp's reproducible one: tile t = 1024 h + 32 g + l
// joins, in a fixed order, the chain value C[h] (the total of every tile before supergroup h),
// the aggregates of groups 0..g-1 of its supergroup and those of tiles 0..l-1 of its group, each
// list folded by the same order-preserving tree. A tile waits only for aggregates of tiles before
// it (C is a chain of one link per 1024 tiles), and every value has the same bits on every run,
// whichever tile finished first. Values are published as value, `#pragma omp flush` (membar.gl,
// as kt_grid_reduce), flag = the call's epoch; readers spin on volatile flag loads (the whole
// warp votes), flush, then read the values with volatile loads (not from a stale L1 line).
#pragma once
#include "launch.hpp"
#include "reduce.hpp"
#include "scan.hpp"

// Indices per thread of a tile (tiles of 256 x KT_OMP_SCAN_ITEMS indices; at most 31).
#ifndef KT_OMP_SCAN_ITEMS
#define KT_OMP_SCAN_ITEMS 7
#endif
static_assert(KT_OMP_SCAN_ITEMS >= 1 && KT_OMP_SCAN_ITEMS <= 31, "KT_OMP_SCAN_ITEMS: 1 to 31");

// A RangePolicy scan kernel's arguments (kt_launch_scan fills them): the range, the tiles, the
// launch shape, and the call's state in kt::openmp::scan_state: two tile tickets (the call uses
// ticket[epoch & 1] and clears the other for the next call), [stride] flags each of tiles,
// groups and chain links, and their values.
template <class T> struct kt_scan_args {
  std::int64_t begin, end;
  unsigned ntiles, stride, epoch;
  unsigned *ticket, *flag;
  T *agg, *group, *chain, *total;
  int grid, block;
};

// Indices of a tile for value type T.
template <class T> constexpr int kt_scan_tile_size() {
  return kt_shfl_type<T>::value ? KT_OMP_SCAN_ITEMS * kt_range_block : kt_range_block;
}

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

// Order-preserving fold of the 32 lanes' values (lane 0's on the left); the result is on lane 0.
// Without a warp shuffle, through w[0, 32) in shared memory.
template <class Op, class T> static inline T kt_scan_fold32(T v, int lane, T *w) {
  const uint64_t all = kt_first_lanes(KT_WARP_SIZE);
  if constexpr (kt_shfl_type<T>::value) {
    for (int o = 1; o < KT_WARP_SIZE; o <<= 1) {
      const T u = ompx::shfl_down_sync(all, v, o);
      if ((lane & (2 * o - 1)) == 0) Op::join(v, u);
    }
    return v;
  } else {
    w[lane] = v;
    kt_syncwarp(all);
    T r = w[0];
    if (lane == 0)
      for (int k = 1; k < KT_WARP_SIZE; ++k) Op::join(r, w[k]);
    kt_syncwarp(all); // w is the next fold's too
    return r;
  }
}

// Publishes a value other blocks wait for: the value, a device-wide fence, the flag.
template <class T> static inline void kt_scan_publish(T *val, unsigned *flag, const T &v, unsigned epoch) {
  *val = v;
#pragma omp flush
  *static_cast<volatile unsigned *>(flag) = epoch;
}

// Waits until flag[first + lane] == epoch for every lane < count (all 32 lanes load and vote on
// every round: no divergent spin), then returns on lane 0 the ordered fold of vals[first + lane]
// over those lanes (the identity for count 0).
template <class Op, class T>
static T kt_scan_wait_fold(const unsigned *flag, const T *vals, std::int64_t first, int count, unsigned epoch,
                           int lane, T *w) {
  const uint64_t all = kt_first_lanes(KT_WARP_SIZE);
  const bool mine = lane < count;
  const std::int64_t k = first + (mine ? lane : 0);
  if (count > 0) {
    while (ompx::ballot_sync(all, !mine || *static_cast<const volatile unsigned *>(flag + k) == epoch) != all) {
    }
#pragma omp flush
  }
  T v;
  Op::init(v);
  if (mine) v = kt_load_volatile(vals + k);
  return kt_scan_fold32<Op>(v, lane, w);
}

// Reproducible prefix of tile t whose aggregate is agg (warp 0, every lane; the result and agg
// count on lane 0 only). w: 32 values of shared scratch for kt_scan_fold32.
template <class Op, class T>
static T kt_scan_tile_prefix(const kt_scan_args<T> &a, unsigned t, const T &agg, int lane, T *w) {
  const unsigned l = t % 32, g = t / 32 % 32, h = t / 1024, e = a.epoch;
  unsigned *fgroup = a.flag + a.stride, *fchain = a.flag + 2 * (std::size_t)a.stride;
  if (lane == 0) kt_scan_publish(a.agg + t, a.flag + t, agg, e);
  const T in_group = kt_scan_wait_fold<Op>(a.flag, a.agg, t - l, l, e, lane, w);
  if (l == 31 || t == a.ntiles - 1) { // the group's aggregate (a short last group folds what it has)
    T G = in_group;
    Op::join(G, agg);
    if (lane == 0) kt_scan_publish(a.group + t / 32, fgroup + t / 32, G, e);
  }
  const T in_super = kt_scan_wait_fold<Op>(fgroup, a.group, t / 32 - g, g, e, lane, w);
  T c;
  Op::init(c);
  if (h > 0) c = kt_scan_wait_fold<Op>(fchain, a.chain, h - 1, 1, e, lane, w); // C[h] lives at h - 1
  if (l == 31 && g == 31) {
    T G = in_group, S = in_super, C1 = c;
    Op::join(G, agg);
    Op::join(S, G);
    Op::join(C1, S);
    if (lane == 0) kt_scan_publish(a.chain + h, fchain + h, C1, e);
  }
  T p = in_super;
  Op::join(p, in_group);
  Op::join(c, p);
  return c;
}

// Tile t for value types with a warp shuffle and blocks of kt_range_block threads: K =
// KT_OMP_SCAN_ITEMS rows of 256 indices; in row j, warp w takes the 32 indices from 256 j + 32 w,
// lane l the (31 - l)th of them, so that each warp's segment scans with shuffles down. K
// coalesced loads per thread in flight at once, the K x 8 segment scans in registers, their
// totals scanned by warp 0 in shared memory (s[0, 8K): segment prefixes, s[8K]: the tile's
// aggregate, s[8K + 1]: its prefix), two barriers per tile.
template <class Op, class T, class Body>
static void kt_scan_tile_regs(const kt_block_info &b, const kt_scan_args<T> &a, unsigned t, const Body &body) {
  constexpr int K = KT_OMP_SCAN_ITEMS, N = kt_range_block, nw = N / KT_WARP_SIZE, S = K * nw;
  const int lane = b.tid & (KT_WARP_SIZE - 1), warp = b.tid / KT_WARP_SIZE;
  const std::int64_t t0 = a.begin + (std::int64_t)t * (K * N) + warp * KT_WARP_SIZE + (KT_WARP_SIZE - 1 - lane);
  T *s = reinterpret_cast<T *>(b.bsh);
  T v[K];
#pragma unroll
  for (int j = 0; j < K; ++j) {
    const std::int64_t i = t0 + (std::int64_t)j * N;
    Op::init(v[j]);
    if (i < a.end) body(i, v[j], false);
  }
#pragma unroll
  for (int j = 0; j < K; ++j) {
    T excl;
    const T inc = kt_warp_scan_reversed<Op>(v[j], lane, excl);
    if (lane == 0) s[j * nw + warp] = inc;
    v[j] = excl;
  }
  ompx::sync_block();
  if (warp == 0) {
    kt_scan_segments<Op>(s, S, kt_identity<Op>(), lane);
    kt_syncwarp(kt_first_lanes(KT_WARP_SIZE));
    const T p = kt_scan_tile_prefix<Op>(a, t, s[S], lane, s);
    if (lane == 0) s[S + 1] = p;
  }
  ompx::sync_block();
  const T prefix = s[S + 1];
#pragma unroll
  for (int j = 0; j < K; ++j) {
    const std::int64_t i = t0 + (std::int64_t)j * N;
    T acc = prefix;
    Op::join(acc, s[j * nw + warp]);
    Op::join(acc, v[j]);
    if (i < a.end) body(i, acc, true);
  }
  if (t == a.ntiles - 1 && b.tid == 0) {
    T tot = prefix;
    Op::join(tot, s[S]);
    *a.total = tot;
  }
}

// Tile t for the other value types: one index per thread, a block-wide exclusive scan
// (kt_block_exclusive_scan in b.bsh); the fold scratch and the prefix in b.vsh.
template <class Op, class T, class Body>
static void kt_scan_tile_rows(const kt_block_info &b, const kt_scan_args<T> &a, unsigned t, const Body &body) {
  const std::int64_t i = a.begin + (std::int64_t)t * b.n + b.tid;
  T *w = reinterpret_cast<T *>(b.vsh), *ps = reinterpret_cast<T *>(b.vsh + 32 * (std::size_t)b.vstride);
  T acc;
  Op::init(acc);
  if (i < a.end) body(i, acc, false);
  T agg;
  acc = kt_block_exclusive_scan<Op>(b, acc, agg);
  if (b.tid < KT_WARP_SIZE) {
    const T p = kt_scan_tile_prefix<Op>(a, t, agg, b.tid, w);
    if (b.tid == 0) *ps = p;
  }
  ompx::sync_block();
  T x = *ps;
  Op::join(x, acc);
  if (i < a.end) body(i, x, true);
  if (t == a.ntiles - 1 && b.tid == 0) {
    T tot = *ps;
    Op::join(tot, agg);
    *a.total = tot;
  }
}

// The scan kernel's body (see above) in block b; body(i, acc, final) runs the user's body for
// index i (int64_t) with the accumulator acc (T &). Every thread of the block calls it.
template <class Op, class T, class Body>
static void kt_range_scan(const kt_block_info &b, const kt_scan_args<T> &a, const Body &body) {
  unsigned *ticket = reinterpret_cast<unsigned *>(b.vsh + 40 * (std::size_t)b.vstride);
  if (b.tid == 0 && ompx::block_id(ompx::dim_x) == 0) {
    // the previous call, the last to use it, has ended: the next call's ticket starts at 0
    *static_cast<volatile unsigned *>(a.ticket + ((a.epoch + 1) & 1)) = 0;
    if (a.ntiles == 0) *a.total = kt_identity<Op>();
  }
  for (;;) {
    if (b.tid == 0) *ticket = __atomic_fetch_add(a.ticket + (a.epoch & 1), 1u, __ATOMIC_RELAXED);
    ompx::sync_block();
    const unsigned t = *ticket;
    if (t >= a.ntiles) return;
    if constexpr (kt_shfl_type<T>::value)
      kt_scan_tile_regs<Op>(b, a, t, body);
    else
      kt_scan_tile_rows<Op>(b, a, t, body);
  }
}

// Host: a RangePolicy scan over [begin, end), kernel(args..., a): min(tiles, max_blocks())
// blocks of 256 threads. Returns the buffers: kt_reduce_result(out) is the total.
template <class T, class... P, class... A>
kt_reduce_out<T> kt_launch_scan(void (*kernel)(P...), std::int64_t begin, std::int64_t end, const A &...args) {
  const std::int64_t n = end > begin ? end - begin : 0, tile = kt_scan_tile_size<T>();
  const std::size_t nt = (std::size_t)((n + tile - 1) / tile), cap = nt + 1;
  // [0, 256) the tickets, then 3 x cap flags, then the values: cap tiles, cap / 32 + 1 groups,
  // cap / 1024 + 1 chain links and the total. A flag holds 0 or an earlier call's epoch until
  // this call writes it, so the layout may differ from call to call.
  const std::size_t values = (256 + 12 * cap + 255) / 256 * 256;
  kt_scan_args<T> a;
  unsigned char *p = static_cast<unsigned char *>(
      kt::openmp::scan_state(values + (cap + cap / 32 + cap / 1024 + 3) * sizeof(T), a.epoch));
  a.begin = begin;
  a.end = end;
  a.ntiles = (unsigned)nt;
  a.stride = (unsigned)cap;
  a.ticket = reinterpret_cast<unsigned *>(p);
  a.flag = reinterpret_cast<unsigned *>(p + 256);
  a.agg = reinterpret_cast<T *>(p + values);
  a.group = a.agg + cap;
  a.chain = a.group + cap / 32 + 1;
  a.total = a.chain + cap / 1024 + 1;
  a.grid = (int)std::min<std::int64_t>(nt > 0 ? (std::int64_t)nt : 1, kt::openmp::max_blocks());
  a.block = kt_range_block;
  kernel(args..., a);
  return {nullptr, nullptr, a.total};
}
