// kt/gpu/scan_tiles.hpp: the single-pass RangePolicy parallel_scan of the CUDA and HIP kernels.
// Generated code includes it only for a scan over an arithmetic value type with the default sum.
//
// One launch; each block takes the next tile (an atomic ticket, so a tile only ever waits for
// tiles that started before it) of KT_SCAN_BLOCK threads x IPT indices:
//   1. the body with final = false from the identity, for every index of the tile, striped
//      over each warp (coalesced), kept in registers: each index's contribution;
//   2. a transpose through shared memory, so that each lane holds IPT consecutive indices,
//      a sequential scan of them, a block-wide exclusive scan of the lanes' totals;
//   3. the tile's prefix from the tiles before it (warp 0; see below);
//   4. the prefixes transposed back, and the body with final = true, striped again.
// The input is read from memory once (step 4's reads of the same tile hit the cache) and the
// output written once, against three passes over it in the two-pass scan.
//
// The tile's prefix, two ways (template parameter Fast):
//   - reproducible (default): tile t = 1024 h + 32 g + l adds, in a fixed order, the chain value
//     C[h] (the total of all tiles before supergroup h), the aggregates of groups 0..g-1 of its
//     supergroup and those of tiles 0..l-1 of its group, each list folded by the same
//     order-preserving tree. Every tile waits only for aggregates of tiles before it (no chain
//     through each tile; C is a chain of one link per 1024 tiles), and every value is the same
//     bits on every run, whichever tile finished first.
//   - fast (decoupled look-back): warp 0 reads the status of the 32 tiles before it, folds their
//     aggregates back to the nearest one that published its inclusive prefix, and repeats
//     further back if none did. Which tiles had published depends on timing, so a floating-point
//     sum can differ in its last bits from run to run; integer sums are exact either way.
// Statuses carry the call's epoch (2 epoch + 0: aggregate, 2 epoch + 1: inclusive prefix), so
// the buffers need no clearing between calls.
#pragma once
#include "launch.hpp"
#include "scan.hpp"

#include <cstdint>


// Device state of one scan call (kt_scan_tiles_launch fills it).
template <class T> struct kt_scan_tiles_args {
  std::int64_t begin, end;
  unsigned ntiles, stride, epoch; // stride: the capacity between the flag arrays
  unsigned long long ticket_base, *ticket;
  unsigned *flag; // [ntiles] tile status, [ntiles] group status, [ntiles] chain status
  T *agg, *incl, *group, *chain, *total;
};

// Order-preserving fold of the first 32 lanes' values (lane 0's value on the left), on every
// lane of the warp (on a 64-lane wavefront too: the result is broadcast from lane 0).
template <class Op, class T> __device__ __forceinline__ T kt_scan_fold32(T v) {
  const int lane = threadIdx.x % KT_WARP_SIZE;
  for (int o = 1; o < 32; o <<= 1) {
    const T u = kt_shfl_down(v, o, 32, kt_first_lanes(32));
    if (lane + o < 32 && (lane & (2 * o - 1)) == 0) Op::join(v, u);
  }
  return kt_shfl(v, 0, KT_WARP_SIZE, kt_first_lanes(KT_WARP_SIZE));
}

// A status word, read from memory on every call: volatile on CUDA (a plain or .cg load of a
// fixed address may be kept in a register across the spin loop's rounds, which hung the loop:
// docs/PERFORMANCE.md, scan), an agent-scope atomic load on HIP.
__device__ __forceinline__ unsigned kt_scan_flag(const unsigned *p) {
#if defined(KT_GPU_HIP)
  return KT_LOAD_CG(p);
#else
  return *static_cast<const volatile unsigned *>(p);
#endif
}
template <class T> __device__ __forceinline__ void kt_scan_publish(T *val, unsigned *flag, const T &v, unsigned f) {
  *val = v;
  __threadfence();
  atomicExch(flag, f);
}

// Waits until flag[first + lane] == want for every lane < count (lanes < 32), then returns the
// ordered fold of vals[first + lane] over those lanes.
template <class Op, class T>
__device__ T kt_scan_wait_fold(const unsigned *flag, const T *vals, std::int64_t first, int count, unsigned want) {
  const int lane = threadIdx.x % KT_WARP_SIZE;
  const bool mine = lane < count;
  const std::int64_t k = first + (mine ? lane : 0); // a valid index on every lane: no branch
  bool ready;
  do { // every lane loads and votes on every round (no divergent spin: HIP has no lane masks)
    const unsigned f = kt_scan_flag(flag + k);
    ready = !mine || f == want;
  } while (!KT_ALL(kt_first_lanes(KT_WARP_SIZE), ready));
  __threadfence();
  const T got = kt_load_cg(vals + k);
  T v;
  Op::init(v);
  if (mine) v = got;
  return kt_scan_fold32<Op>(v);
}

// Reproducible prefix of tile t (warp 0, every lane; returns it on every lane).
template <class Op, class T> __device__ T kt_scan_prefix_tree(const kt_scan_tiles_args<T> &a, unsigned t, const T &agg) {
  const int lane = threadIdx.x % KT_WARP_SIZE;
  const unsigned l = t % 32, g = t / 32 % 32, h = t / 1024, e = 2 * a.epoch;
  unsigned *fgroup = a.flag + a.stride, *fchain = a.flag + 2 * a.stride;
  if (lane == 0) kt_scan_publish(a.agg + t, a.flag + t, agg, e);
  const T in_group = kt_scan_wait_fold<Op>(a.flag, a.agg, t - l, l, e);
  if (l == 31 || t == a.ntiles - 1) { // the group's aggregate (a short last group folds what it has)
    T G = in_group;
    Op::join(G, agg);
    if (lane == 0) kt_scan_publish(a.group + t / 32, fgroup + t / 32, G, e);
  }
  const T in_super = kt_scan_wait_fold<Op>(fgroup, a.group, t / 32 - g, g, e);
  T c;
  Op::init(c);
  if (h > 0) c = kt_scan_wait_fold<Op>(fchain, a.chain, h - 1, 1, e); // C[h] lives at index h - 1
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

// Decoupled look-back prefix of tile t (warp 0; returns it on every lane). Status: 2e + 0 the
// aggregate, 2e + 1 the inclusive prefix.
template <class Op, class T> __device__ T kt_scan_prefix_lookback(const kt_scan_tiles_args<T> &a, unsigned t, const T &agg) {
  const int lane = threadIdx.x % KT_WARP_SIZE;
  const unsigned e = 2 * a.epoch;
  T p;
  Op::init(p);
  if (t == 0) {
    if (lane == 0) kt_scan_publish(a.incl, a.flag, agg, e + 1);
    return p;
  }
  if (lane == 0) kt_scan_publish(a.agg + t, a.flag + t, agg, e);
  for (std::int64_t end = t; end > 0; end -= 32) { // window [end - 32, end)
    const std::int64_t k = end - 32 + (lane < 32 ? lane : 31), kk = k < 0 ? 0 : k;
    unsigned s;
    bool ready;
    do { // every lane loads and votes on every round
      s = kt_scan_flag(a.flag + kk);
      ready = k < 0 || (s >> 1) == a.epoch;
    } while (!KT_ALL(kt_first_lanes(KT_WARP_SIZE), ready));
    __threadfence();
    if (k < 0) s = e + 1; // before the first tile: an inclusive prefix of nothing
    const bool done = k < 0 || s == e + 1;
    int last = done && lane < 32 ? lane : -1; // the highest lane holding an inclusive prefix
    for (int o = 16; o > 0; o >>= 1) last = max(last, kt_shfl_down(last, o, 32, kt_first_lanes(32)));
    last = kt_shfl(last, 0, KT_WARP_SIZE, kt_first_lanes(KT_WARP_SIZE)); // uniform: the loop's exit
    const T got = kt_load_cg((s == e + 1 ? a.incl : a.agg) + kk);
    T v;
    Op::init(v);
    if (k >= 0 && lane >= last && lane < 32) v = got;
    T w = kt_scan_fold32<Op>(v);
    Op::join(w, p);
    p = w;
    if (last >= 0) break;
  }
  T inc = p;
  Op::join(inc, agg);
  if (lane == 0) kt_scan_publish(a.incl + t, a.flag + t, inc, e + 1);
  return p;
}

// One tile of BT threads x IPT indices: f(i, acc, final) is the user's body.
template <class Op, int BT, int IPT, bool Fast, class T, class F>
__device__ __forceinline__ void kt_scan_tiles_shaped(const kt_scan_tiles_args<T> &a, F &&f) {
  constexpr int W = KT_WARP_SIZE < 32 ? KT_WARP_SIZE : 32; // lanes per transpose segment
  __shared__ unsigned tile_s;
  __shared__ T prefix_s;
  extern __shared__ __align__(16) unsigned char kt_scan_xch[]; // BT * IPT values
  T *const xch = reinterpret_cast<T *>(kt_scan_xch);
  const int tid = threadIdx.x, lane = tid % W, seg = tid / W;
  if (tid == 0) tile_s = unsigned(atomicAdd(a.ticket, 1ULL) - a.ticket_base);
  __syncthreads();
  const unsigned t = tile_s;
  const std::int64_t base = a.begin + std::int64_t(t) * (BT * IPT) + seg * (W * IPT);
  T v[IPT];
#pragma unroll
  for (int j = 0; j < IPT; ++j) {
    const std::int64_t i = base + j * W + lane;
    Op::init(v[j]);
    if (i < a.end) f(i, v[j], false);
  }
  T *x = xch + seg * (W * IPT);
#pragma unroll
  for (int j = 0; j < IPT; ++j) x[j * W + lane] = v[j];
  KT_SYNCWARP(kt_first_lanes(KT_WARP_SIZE)); // each warp transposes its own segment
  T sum;
  Op::init(sum);
#pragma unroll
  for (int j = 0; j < IPT; ++j) { // exclusive prefixes of this lane's consecutive run
    const T u = x[lane * IPT + j];
    v[j] = sum;
    Op::join(sum, u);
  }
  T agg;
  const T before = kt_block_exclusive_scan<Op>(sum, agg);
  if (tid < KT_WARP_SIZE) {
    const T p = Fast ? kt_scan_prefix_lookback<Op>(a, t, agg) : kt_scan_prefix_tree<Op>(a, t, agg);
    if (tid == 0) {
      prefix_s = p;
      if (t == a.ntiles - 1) {
        T tot = p;
        Op::join(tot, agg);
        *a.total = tot;
      }
    }
  }
  __syncthreads();
  T run = prefix_s;
  Op::join(run, before);
#pragma unroll
  for (int j = 0; j < IPT; ++j) {
    T u = run;
    Op::join(u, v[j]);
    x[lane * IPT + j] = u;
  }
  KT_SYNCWARP(kt_first_lanes(KT_WARP_SIZE)); // each warp transposes its own segment
#pragma unroll
  for (int j = 0; j < IPT; ++j) {
    const std::int64_t i = base + j * W + lane;
    T acc = x[j * W + lane];
    if (i < a.end) f(i, acc, true);
  }
}

// Tile shape per value size: threads per block, indices per thread (odd: the transposes' shared
// memory reads are free of bank conflicts), and the blocks per SM the kernel is compiled for.
#if defined(KT_GPU_HIP)
// Not measured on AMD hardware: the CUDA shape's items, capped at 30 KB of LDS per block.
template <class T> struct kt_scan_shape {
  static constexpr int block = 256, items = sizeof(T) > 4 ? 15 : 23, min_blocks = 1;
};
#else
// Measured on an H200 with 2^28 values (docs/PERFORMANCE.md, scan): doubles
// 256 x 27 at 3 blocks per SM (55 KB of shared memory per block: 0.95-0.97 x CUB); 4-byte values
// 256 x 31 at 4 blocks per SM (31 KB), about 6% faster than 256 x 23 at 3. The look-back prefix
// was slower for ints at every shape measured, so integer sums keep the fixed-order one.
template <class T> struct kt_scan_shape {
  static constexpr int block = 256, items = sizeof(T) > 4 ? 27 : 31, min_blocks = sizeof(T) > 4 ? 3 : 4;
};
#endif

// The generated kernel's body: kt_scan_tiles<kt::Sum<T>>(kt_args, f), in a kernel of
// __launch_bounds__(kt_scan_shape<T>::block, kt_scan_shape<T>::min_blocks) launched by
// kt_scan_range. Fast: the look-back prefix (floating-point results may vary in the last bits).
template <class Op, bool Fast = false, class T, class F>
__device__ __forceinline__ void kt_scan_tiles(const kt_scan_tiles_args<T> &a, F &&f) {
  kt_scan_tiles_shaped<Op, kt_scan_shape<T>::block, kt_scan_shape<T>::items, Fast>(a, static_cast<F &&>(f));
}

// Host: fills the arguments of one call over [begin, end) (tiles of `tile` indices) from
// the cached state (kt::gpu_rt::scan_state_for: the ticket, then the flags of `tiles` tiles at
// fixed offsets, then the values; zeroed whenever it grows, so a flag only ever holds an
// earlier call's epoch). Returns the number of tiles (0 for an empty range: launch nothing).
template <class T> unsigned kt_scan_tiles_setup(std::int64_t begin, std::int64_t end, int tile, kt_scan_tiles_args<T> &a) {
  const std::int64_t n = end > begin ? end - begin : 0;
  const unsigned nt = unsigned((n + tile - 1) / tile);
  kt::gpu_rt::scan_state s = kt::gpu_rt::scan_state_for(nt, sizeof(T));
  unsigned char *p = static_cast<unsigned char *>(s.buffer);
  a.begin = begin;
  a.end = end;
  a.ntiles = nt;
  a.stride = unsigned(s.tiles);
  a.epoch = ++s.epoch;
  a.ticket = reinterpret_cast<unsigned long long *>(p);
  a.ticket_base = s.tickets;
  s.tickets += nt;
  a.flag = reinterpret_cast<unsigned *>(p + 256); // [3 * s.tiles]: tiles, groups, chain
  T *vals = reinterpret_cast<T *>(p + s.values_offset);
  a.agg = vals;
  a.incl = vals + s.tiles;
  a.group = vals + 2 * s.tiles;
  a.chain = vals + 3 * s.tiles;
  a.total = vals + 4 * s.tiles;
  return nt;
}

// A RangePolicy scan over [begin, end): kernel<<<tiles, block, shmem>>>(args..., kt_args). The
// total stays on the device (the identity for an empty range) until kt_reduce_result reads it,
// so a dispatch that asks for no total costs no copy.
template <class T, class... P, class... A>
kt_reduce_out<T> kt_scan_range(const char *name, void (*kernel)(P...), std::int64_t begin, std::int64_t end,
                               const A &...args) {
  using S = kt_scan_shape<T>;
  kt_scan_tiles_args<T> a;
  const unsigned nt = kt_scan_tiles_setup<T>(begin, end, S::block * S::items, a);
  if (nt) {
    const std::size_t shmem = std::size_t(S::block) * S::items * sizeof(T);
    kt::gpu_rt::set_max_dynamic_shared(kernel, shmem);
    kt_launch(name, kernel, nt, S::block, shmem, args..., a);
  } else {
    const T zero = T(0);
    kt::backend::memcpy_h2d(a.total, &zero, sizeof(T));
  }
  return {nullptr, nullptr, a.total};
}
