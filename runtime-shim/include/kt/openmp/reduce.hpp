// kt/openmp/reduce.hpp: deterministic reduction trees of OpenMP kernel-mode kernels: warp,
// block, team (TeamThreadRange), vector (ThreadVectorRange) and the grid combine of
// parallel_reduce. Op is the reduction op the translator writes (static init / join).
// Every function here runs inside `#pragma omp target teams ompx_bare` regions (clang emits
// device versions of the functions a target region calls).
#pragma once
#include "lanes.hpp"

// Tree over the first `active` lanes of a warp: shuffle down by 16, 8, 4, 2, 1. Lane 0 ends
// with the result. A fixed tree, so the result has the same bits on every run. `mask` holds
// every lane of the warp that exists (all of them call this), not only the active ones.
template <class Op, class T> static inline T kt_warp_reduce(T v, int lane, int active, uint64_t mask) {
  for (int o = KT_WARP_SIZE / 2; o > 0; o >>= 1) {
    T u = ompx::shfl_down_sync(mask, v, o);
    if (lane + o < active) Op::join(v, u);
  }
  return v;
}
// Shared-memory tree over slots s[0, n): afterwards s[0] holds the result. Every thread of
// the block calls it.
template <class Op, class T> static inline void kt_shared_tree(const kt_block_info &b, T *s) {
  int p = 1;
  while (p < b.n) p <<= 1;
  for (int o = p / 2; o > 0; o >>= 1) {
    if (b.tid < o && b.tid + o < b.n) Op::join(s[b.tid], s[b.tid + o]);
    ompx::sync_block();
  }
}

// Whole-block reduction; every thread of the block calls it and thread 0 gets the result.
// int/long/float/double: warp shuffle trees, then one warp over the per-warp results (shared
// memory). Other types: a tree in shared memory.
template <class Op, class T> static T kt_block_reduce(const kt_block_info &b, T v) {
  T *s = reinterpret_cast<T *>(b.bsh);
  ompx::sync_block(); // s[] may still be read by an earlier collective
  if constexpr (kt_shfl_type<T>::value) {
    const int lane = b.tid & (KT_WARP_SIZE - 1), warp = b.tid >> 5;
    const int nwarps = (b.n + KT_WARP_SIZE - 1) / KT_WARP_SIZE;
    const int present = b.n - warp * KT_WARP_SIZE < KT_WARP_SIZE ? b.n - warp * KT_WARP_SIZE : KT_WARP_SIZE;
    v = kt_warp_reduce<Op>(v, lane, present, kt_first_lanes(present));
    if (lane == 0) s[warp] = v;
    ompx::sync_block();
    if (warp == 0) {
      if (lane < nwarps) v = s[lane];
      v = kt_warp_reduce<Op>(v, lane, nwarps, kt_first_lanes(present));
    }
    return v;
  } else {
    s[b.tid] = v;
    ompx::sync_block();
    kt_shared_tree<Op>(b, s);
    return s[0];
  }
}

// Block reduction whose result every thread receives (broadcast through shared memory).
template <class Op, class T> static T kt_block_allreduce(const kt_block_info &b, T v) {
  v = kt_block_reduce<Op>(b, v);
  if constexpr (kt_shfl_type<T>::value) {
    T *r = reinterpret_cast<T *>(b.bsh) + 64; // past the per-warp slots
    if (b.tid == 0) *r = v;
    ompx::sync_block();
    return *r;
  } else {
    return v; // s[0], read by every thread after the tree's last barrier
  }
}

// TeamThreadRange reduction: the vector lanes of a team thread hold copies of one value, so
// only lane 0 of each thread contributes; every thread and lane receives the result.
template <class Op, class T> static T kt_team_reduce(const kt_block_info &b, T v) {
  if (b.t.x != 0) Op::init(v);
  return kt_block_allreduce<Op>(b, v);
}

// ThreadVectorRange reduction over the dim.x lanes of one thread, leaving lane 0's result on
// every lane: a shuffle-down tree (int/long/float/double) or a tree in this vector's shared
// slots, then the broadcast through shared memory (ompx has no indexed shuffle).
template <class Op, class T> static T kt_vector_reduce(const kt_block_info &b, T v) {
  const int vl = b.dim.x;
  if (vl == 1) return v;
  const uint64_t mask = kt_vector_mask(b);
  T *s = reinterpret_cast<T *>(b.vsh + (size_t)(b.tid - b.t.x) * b.vstride);
  if constexpr (kt_shfl_type<T>::value) {
    // no barrier before: the shuffles below converge the vector's lanes, so an earlier
    // collective's reads of s[0] are done before lane 0 writes it
    for (int o = vl / 2; o > 0; o >>= 1) {
      T u = ompx::shfl_down_sync(mask, v, o, vl);
      if (b.t.x + o < vl) Op::join(v, u);
    }
    if (b.t.x == 0) s[0] = v;
  } else {
    kt_syncwarp(mask); // s[] may still be read by an earlier collective of this vector
    s[b.t.x] = v;
    for (int o = vl / 2; o > 0; o >>= 1) {
      kt_syncwarp(mask);
      if (b.t.x < o) Op::join(s[b.t.x], s[b.t.x + o]);
    }
  }
  kt_syncwarp(mask);
  return s[0];
}

// Reads a value another block wrote, one volatile word at a time (not from a stale L1 line).
template <class T> static inline T kt_load_volatile(const T *p) {
  if constexpr (sizeof(T) % 4 != 0 || alignof(T) < 4) {  // bool, char, short: byte by byte
    const volatile unsigned char *s = reinterpret_cast<const volatile unsigned char *>(p);
    unsigned char c[sizeof(T)];
    for (unsigned k = 0; k < sizeof(T); ++k) c[k] = s[k];
    T r;
    __builtin_memcpy(&r, c, sizeof(T));
    return r;
  }
  constexpr int W = (sizeof(T) + 3) / 4;
  int w[W];
  for (int k = 0; k < W; ++k) w[k] = reinterpret_cast<const volatile int *>(p)[k];
  T r;
  __builtin_memcpy(&r, w, sizeof(T));
  return r;
}

// Deterministic grid combine. Thread 0 of each block stores its block's value; the last block
// to arrive (atomic ticket; it resets the counter for the next launch) folds all partials in
// block order with a fixed tree. Returns true in the last block, where thread 0 holds the total.
template <class Op, class T>
static bool kt_grid_reduce(const kt_block_info &b, T &v, T *partials, unsigned *counter, unsigned bid, unsigned nblocks) {
  unsigned *last = reinterpret_cast<unsigned *>(b.bsh);
  ompx::sync_block();
  if (b.tid == 0) {
    partials[bid] = v;
#pragma omp flush // device-wide fence (LLVM 19's NVPTX back end cannot select a C++ fence)
    const unsigned ticket = __atomic_fetch_add(counter, 1u, __ATOMIC_RELAXED); // ordered by the flushes
    *last = ticket == nblocks - 1;
  }
  ompx::sync_block();
  if (!*last) return false;
#pragma omp flush
  if (b.tid == 0) *counter = 0;
  T acc;
  Op::init(acc);
  for (unsigned k = b.tid; k < nblocks; k += b.n) Op::join(acc, kt_load_volatile(partials + k));
  v = kt_block_reduce<Op>(b, acc);
  return true;
}

// The end of a reduction kernel: block combine, grid combine, and thread 0 of the last block
// stores the total (kt_reduce_store_final: after the functor's final()). Without bid and
// nblocks: a 1-D grid.
template <class Op, class T>
static void kt_reduce_store(const kt_block_info &b, T acc, T *partials, unsigned *counter, T *result, unsigned bid,
                            unsigned nblocks) {
  acc = kt_block_reduce<Op>(b, acc);
  if (kt_grid_reduce<Op>(b, acc, partials, counter, bid, nblocks) && b.tid == 0) *result = acc;
}
template <class Op, class T>
static void kt_reduce_store_final(const kt_block_info &b, T acc, T *partials, unsigned *counter, T *result,
                                  unsigned bid, unsigned nblocks) {
  acc = kt_block_reduce<Op>(b, acc);
  if (kt_grid_reduce<Op>(b, acc, partials, counter, bid, nblocks) && b.tid == 0) {
    Op::final(acc);
    *result = acc;
  }
}
template <class Op, class T>
static void kt_reduce_store(const kt_block_info &b, T acc, T *partials, unsigned *counter, T *result) {
  kt_reduce_store<Op>(b, acc, partials, counter, result, ompx::block_id(ompx::dim_x), ompx::grid_dim(ompx::dim_x));
}
template <class Op, class T>
static void kt_reduce_store_final(const kt_block_info &b, T acc, T *partials, unsigned *counter, T *result) {
  kt_reduce_store_final<Op>(b, acc, partials, counter, result, ompx::block_id(ompx::dim_x),
                            ompx::grid_dim(ompx::dim_x));
}

// Op's identity: the value a reduction's accumulator starts from.
template <class Op> static typename Op::value_type kt_identity() {
  typename Op::value_type v;
  Op::init(v);
  return v;
}
