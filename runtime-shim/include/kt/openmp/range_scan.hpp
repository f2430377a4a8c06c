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
// whichever tile finished first. A value is published as 64-bit words of 4 value bytes and the
// call's epoch each (kt_scan_words), so a reader needs no fence: it spins on volatile loads of
// the words (the whole warp votes) until each carries the epoch. A first version published value,
// `#pragma omp flush`, flag, and read flag, flush, value: on an H200 it was 1.6 x slower than the
// two-launch scan (docs/PERFORMANCE.md, session 15).
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
// ticket[epoch & 1] and clears the other for the next call) and the published values of tiles,
// groups and chain links (kt_scan_words<T>() words each), then the total.
template <class T> struct kt_scan_args {
  std::int64_t begin, end;
  unsigned ntiles, epoch;
  unsigned *ticket;
  unsigned long long *agg, *group, *chain;
  T *total;
  int grid, block;
};

// 64-bit words of a published value: 4 bytes of it and the call's epoch in each. Each word is
// stored and loaded in one access, so a reader that finds the epoch in every word has the whole
// value, with no fence on either side.
template <class T> constexpr int kt_scan_words() { return (int)((sizeof(T) + 3) / 4); }

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
// Lane 31's value, on lane 0.
template <class T> static inline T kt_scan_from_last_lane(T v, int lane, T *w) {
  const uint64_t all = kt_first_lanes(KT_WARP_SIZE);
  if constexpr (kt_shfl_type<T>::value) {
    return ompx::shfl_down_sync(all, v, KT_WARP_SIZE - 1);
  } else {
    if (lane == KT_WARP_SIZE - 1) w[0] = v;
    kt_syncwarp(all);
    const T r = w[0];
    kt_syncwarp(all);
    return r;
  }
}

// Publishes v: each 4 bytes of it in one 64-bit word beside the epoch, one store per word.
template <class T> static inline void kt_scan_publish(unsigned long long *slot, const T &v, unsigned epoch) {
  unsigned piece[kt_scan_words<T>()] = {};
  __builtin_memcpy(piece, &v, sizeof(T));
  for (int k = 0; k < kt_scan_words<T>(); ++k)
    static_cast<volatile unsigned long long *>(slot)[k] = (unsigned long long)epoch << 32 | piece[k];
}
// Reads a published value into v, if every word of it carries the epoch (one load per word).
template <class T> static inline bool kt_scan_peek(const unsigned long long *slot, unsigned epoch, T &v) {
  unsigned piece[kt_scan_words<T>()];
  bool ready = true;
  for (int k = 0; k < kt_scan_words<T>(); ++k) {
    const unsigned long long x = static_cast<const volatile unsigned long long *>(slot)[k];
    ready = ready && (unsigned)(x >> 32) == epoch;
    piece[k] = (unsigned)x;
  }
  if (ready) __builtin_memcpy(&v, piece, sizeof(T));
  return ready;
}

// Reproducible prefix of tile t whose aggregate is agg (warp 0, every lane; the result and agg
// count on lane 0 only). Lane k < l waits for the aggregate of tile t - l + k, lane k < g for
// that of group t / 32 - g + k, lane 31 for C[h], all in one wait; except in the last tile of a
// group, which publishes the group's aggregate from its tiles' alone first (waiting there for
// the groups before it too would chain every group to the one before).
template <class Op, class T>
static T kt_scan_tile_prefix(const kt_scan_args<T> &a, unsigned t, const T &agg, int lane, T *w) {
  constexpr int W = kt_scan_words<T>();
  const int l = t % 32, g = t / 32 % 32, h = t / 1024;
  const unsigned e = a.epoch;
  const bool group_end = l == 31 || t == a.ntiles - 1; // a short last group folds what it has
  if (lane == 0) kt_scan_publish(a.agg + (std::size_t)t * W, agg, e);
  T vt, vg, vc;
  Op::init(vt);
  Op::init(vg);
  Op::init(vc);
  auto wait = [&](bool tiles, bool groups) { // every lane loads and votes on every round
    bool dt = !tiles || lane >= l, dg = !groups || lane >= g, dc = !groups || lane != KT_WARP_SIZE - 1 || h == 0;
    do {
      if (!dt) dt = kt_scan_peek(a.agg + (std::size_t)(t - l + lane) * W, e, vt);
      if (!dg) dg = kt_scan_peek(a.group + (std::size_t)(t / 32 - g + lane) * W, e, vg);
      if (!dc) dc = kt_scan_peek(a.chain + (std::size_t)(h - 1) * W, e, vc); // C[h] lives at h - 1
    } while (ompx::ballot_sync(kt_first_lanes(KT_WARP_SIZE), dt && dg && dc) != kt_first_lanes(KT_WARP_SIZE));
  };
  wait(true, !group_end);
  const T in_group = kt_scan_fold32<Op>(vt, lane, w);
  T G = in_group;
  Op::join(G, agg);
  if (group_end) {
    if (lane == 0) kt_scan_publish(a.group + (std::size_t)(t / 32) * W, G, e);
    wait(false, true);
  }
  const T in_super = kt_scan_fold32<Op>(vg, lane, w);
  T c = kt_scan_from_last_lane(vc, lane, w);
  if (lane == 0 && l == 31 && g == 31) {
    T S = in_super, C1 = c;
    Op::join(S, G);
    Op::join(C1, S);
    kt_scan_publish(a.chain + (std::size_t)h * W, C1, e);
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
  const std::size_t nt = (std::size_t)((n + tile - 1) / tile), W = kt_scan_words<T>();
  // [0, 256) the tickets, then the published values (W words each) of nt tiles, nt / 32 + 1
  // groups and nt / 1024 + 1 chain links, then the total. A word holds 0 or an earlier call's
  // epoch until this call writes it, so the layout may differ from call to call.
  const std::size_t words = W * (nt + nt / 32 + nt / 1024 + 2);
  const std::size_t total_at = (256 + 8 * words + 255) / 256 * 256;
  kt_scan_args<T> a;
  unsigned char *p = static_cast<unsigned char *>(kt::openmp::scan_state(total_at + sizeof(T), a.epoch));
  a.begin = begin;
  a.end = end;
  a.ntiles = (unsigned)nt;
  a.ticket = reinterpret_cast<unsigned *>(p);
  a.agg = reinterpret_cast<unsigned long long *>(p + 256);
  a.group = a.agg + W * nt;
  a.chain = a.group + W * (nt / 32 + 1);
  a.total = reinterpret_cast<T *>(p + total_at);
  a.grid = (int)std::min<std::int64_t>(nt > 0 ? (std::int64_t)nt : 1, kt::openmp::max_blocks());
  a.block = kt_range_block;
  kernel(args..., a);
  return {nullptr, nullptr, a.total};
}
