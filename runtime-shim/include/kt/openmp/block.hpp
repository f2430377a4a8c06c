// kt/openmp/block.hpp: the block shape of OpenMP kernel-mode kernels (the running thread's
// place in its block and grid, 1-D or 3-D launches) and the block's scratch for collectives.
// Every function here runs inside `#pragma omp target teams ompx_bare` regions (clang emits
// device versions of the functions a target region calls).
#pragma once
#include "../openmp.hpp"
#include "../core/range_stride.hpp"

#define KT_WARP_SIZE 32
// A position or a shape in three dimensions (x fastest).
struct kt_dim3 {
  int x, y, z;
};
// The running thread's place in its block, and the block's shared scratch for collectives.
// bsh: block-wide collectives (reductions, scans, team broadcasts); vsh: one slice of `vstride`
// bytes per thread for the collectives of a thread's vector lanes.
struct kt_block_info {
  kt_dim3 t, dim;
  int tid, n; // linear thread number (x fastest) and threads per block
  unsigned char *bsh, *vsh;
  int vstride;
};
// Bytes of shared scratch the collectives of a block of n threads need, for values of at most
// `slot` bytes: a block area of max(n, 64) + 1 slots, then one slot per thread.
static inline size_t kt_collective_bytes(int n, size_t slot) {
  const size_t b = ((size_t)(n > 64 ? n : 64) + 1) * slot;
  return (b + (size_t)n * slot + 15) / 16 * 16 + 16;  // + 16: kt_block_set aligns the start
}
// kt_collective_bytes, checked against the dynamic shared memory a block may have (host).
static inline size_t kt_checked_collective_bytes(int n, size_t slot, const char *kernel) {
  const size_t bytes = kt_collective_bytes(n, slot);
  kt::openmp::check_shared(bytes, kernel);
  return bytes;
}
// q = i / d, r = i % d for i >= 0, d > 0; shifts when d is a power of two (block shapes
// nearly always are), which saves the integer division sequence the kernels would otherwise
// start with.
static inline void kt_divmod(int i, int d, int &q, int &r) {
  if ((d & (d - 1)) == 0) {
    q = i >> __builtin_ctz((unsigned)d);
    r = i & (d - 1);
  } else {
    q = i / d;
    r = i - q * d;
  }
}
// Fills b (out-parameters, not returned aggregates: the OpenMP optimiser of LLVM 19 mishandles
// struct returns in bare kernels).
static inline void kt_block_set(kt_block_info &b, int tx, int ty, int tz, int bx, int by, int bz, int tid,
                                unsigned char *smem, int slot) {
  b.t.x = tx;
  b.t.y = ty;
  b.t.z = tz;
  b.dim.x = bx;
  b.dim.y = by;
  b.dim.z = bz;
  b.n = bx * by * bz;
  b.tid = tid;
  // 16-byte aligned (complex<double>: its loads and stores are 16-byte vectors); the dynamic
  // shared buffer's start may be only 8-byte aligned. kt_collective_bytes leaves the room.
  smem = (unsigned char *)(((unsigned long long)smem + 15) & ~15ull);
  b.bsh = smem;
  b.vsh = smem + ((size_t)(b.n > 64 ? b.n : 64) + 1) * slot;
  b.vstride = slot;
}
// Bytes of one collective slot: the largest value type moved, at least 8.
template <class... T> constexpr int kt_slot_bytes() {
  size_t s = 8, a = 8;
  ((s = sizeof(T) > s ? sizeof(T) : s), ...);
  ((a = alignof(T) > a ? alignof(T) : a), ...);
  return (int)((s + a - 1) / a * a);
}
// kt_checked_collective_bytes for collectives that move values of the types T (host).
template <class... T> static inline size_t kt_checked_collective_bytes(int n, const char *kernel) {
  return kt_checked_collective_bytes(n, kt_slot_bytes<T...>(), kernel);
}
// A 1-D block (range policies and scans): x = the thread number.
static inline void kt_block_linear(kt_block_info &b, unsigned char *smem, int slot) {
  const int i = ompx::thread_id(ompx::dim_x);
  kt_block_set(b, i, 0, 0, ompx::block_dim(ompx::dim_x), 1, 1, i, smem, slot);
}
// 1-D launch (clang 18/19): the block is one dimension of bx * by * bz threads, split here
// into (x, y, z), x fastest.
static inline void kt_block_1d(kt_block_info &b, int bx, int by, int bz, unsigned char *smem, int slot) {
  const int i = ompx::thread_id(ompx::dim_x);
  int q, tx, ty, tz;
  kt_divmod(i, bx, q, tx);
  kt_divmod(q, by, tz, ty);
  kt_block_set(b, tx, ty, tz, bx, by, bz, i, smem, slot);
}
// 1-D launch of a team block (vl, ts): vl, the vector length, is a power of two, so the
// split is a mask and a shift (by constants when the lowering knows vl).
static inline void kt_block_team(kt_block_info &b, int vl, int ts, unsigned char *smem, int slot) {
  const int i = ompx::thread_id(ompx::dim_x);
  kt_block_set(b, i & (vl - 1), i >> __builtin_ctz((unsigned)vl), 0, vl, ts, 1, i, smem, slot);
}
// 3-D launch (clang >= 20): thread_limit(x, y, z).
static inline void kt_block_3d(kt_block_info &b, unsigned char *smem, int slot) {
  const int tx = ompx::thread_id(ompx::dim_x), ty = ompx::thread_id(ompx::dim_y), tz = ompx::thread_id(ompx::dim_z);
  const int bx = ompx::block_dim(ompx::dim_x), by = ompx::block_dim(ompx::dim_y);
  kt_block_set(b, tx, ty, tz, bx, by, ompx::block_dim(ompx::dim_z), tx + bx * (ty + by * tz), smem, slot);
}
// The block's place in the grid, as a kernel declares it with the grid's shape:
//   const kt_dim3 kt_bid = kt_grid_1d(kt_gx, kt_gy), kt_gdim{kt_gx, kt_gy, kt_gz};
// 1-D launches split the team number (x fastest); 3-D launches (clang >= 20) read it. Either
// launch has exactly kt_gx x kt_gy x kt_gz teams (ompx_bare), which is the grid's shape.
static inline kt_dim3 kt_grid_1d(int gx, int gy) {
  kt_dim3 id;
  int q;
  kt_divmod(ompx::block_id(ompx::dim_x), gx, q, id.x);
  kt_divmod(q, gy, id.z, id.y);
  return id;
}
static inline kt_dim3 kt_grid_3d() {
  return {ompx::block_id(ompx::dim_x), ompx::block_id(ompx::dim_y), ompx::block_id(ompx::dim_z)};
}

// A grid-stride loop's iterator: i, i + step, ... while below the end's i, as T.
template <class I, class T = I> struct kt_stride_iterator {
  I i, step;
  T operator*() const { return (T)i; }
  kt_stride_iterator &operator++() {
    i += step;
    return *this;
  }
  bool operator!=(const kt_stride_iterator &end) const { return i < end.i; }
};

// The indices of [first, last) that thread b.t.x of this block (1-D blocks of b.n threads, a 1-D
// grid) visits in a grid-stride loop, as T:
//   for (const int i : kt_grid_stride<int>(kt_b, kt_begin, kt_end)) { ... }
// or, in a kernel without a kt_block_info, kt_grid_stride<int>(kt_begin, kt_end).
template <class T> struct kt_grid_stride {
  using iterator = kt_stride_iterator<int64_t, T>;
  int64_t first, step, last;
  kt_grid_stride(int64_t first, int64_t step, int64_t last) : first(first), step(step), last(last) {}
  kt_grid_stride(const kt_block_info &b, int64_t begin, int64_t end)
      : first(begin + (int64_t)ompx::block_id(ompx::dim_x) * b.n + b.t.x),
        step((int64_t)b.n * ompx::grid_dim(ompx::dim_x)), last(end) {}
  // The same for the running thread of a 1-D launch, which needs no kt_block_info.
  kt_grid_stride(int64_t begin, int64_t end)
      : first(begin + (int64_t)ompx::block_id(ompx::dim_x) * ompx::block_dim(ompx::dim_x) +
              ompx::thread_id(ompx::dim_x)),
        step((int64_t)ompx::block_dim(ompx::dim_x) * ompx::grid_dim(ompx::dim_x)), last(end) {}
  iterator begin() const { return {first, step}; }
  iterator end() const { return {last, 0}; }
};

// A RangePolicy parallel_for's loop, launched one index per thread (kt_launch_range):
//   for (const int i : kt_range_stride<int>(kt_begin, kt_end)) { ... }
// As kt_grid_stride's, with 32-bit state for an integral T of at most 32 bits
// (kt/core/range_stride.hpp), as the CUDA loop.
template <class T, bool Narrow = std::is_integral<T>::value && sizeof(T) <= 4>
struct kt_range_stride : kt_grid_stride<T> {
  kt_range_stride(int64_t begin, int64_t end) : kt_grid_stride<T>(begin, end) {}
};
template <class T> struct kt_range_stride<T, true> {
  using iterator = kt_narrow_stride_iterator<T>;
  int64_t first, last;
  kt_range_stride(int64_t first, int64_t last) : first(first), last(last) {}
  iterator begin() const {
    return kt_narrow_begin<T>(
        first, last,
        uint64_t(ompx::block_id(ompx::dim_x)) * uint64_t(ompx::block_dim(ompx::dim_x)) +
            uint64_t(ompx::thread_id(ompx::dim_x)),
        uint64_t(ompx::block_dim(ompx::dim_x)) * uint64_t(ompx::grid_dim(ompx::dim_x)));
  }
  iterator end() const { return kt_narrow_end<T>(first, last); }
};

// The league ranks this team visits, as the loop `for (int r = block_id; r < n; r += grid_dim)`:
//   for (const int kt_league : kt_league_stride(kt_league_size)) { ... }
struct kt_league_stride {
  using iterator = kt_stride_iterator<int>;
  int n;
  explicit kt_league_stride(int n) : n(n) {}
  iterator begin() const { return {ompx::block_id(ompx::dim_x), ompx::grid_dim(ompx::dim_x)}; }
  iterator end() const { return {n, 0}; }
};

// A View handle whose data pointer is p: the pointer a kernel received through is_device_ptr,
// so the compiler knows the body's loads and stores go to global memory.
template <class Handle, class Ptr> static Handle kt_global_view(Handle h, Ptr *p) {
  h.ptr_ = p;
  return h;
}
// The same in place, for each (View handle, pointer) pair: kt_global_views(x, kt_p_x, y, kt_p_y);
static inline void kt_global_views() {}
template <class Handle, class Ptr, class... Rest> static void kt_global_views(Handle &h, Ptr *p, Rest &...rest) {
  h.ptr_ = p;
  kt_global_views(rest...);
}

// The indices of [lo, hi) on grid axis `axis` (0: x, 1: y, 2: z) that this thread visits in a
// grid-stride loop of an MDRangePolicy kernel (block bid of a grid of gdim blocks), as T.
template <class T>
static kt_grid_stride<T> kt_axis_stride(const kt_block_info &b, const kt_dim3 &bid, const kt_dim3 &gdim, int axis,
                                        int64_t lo, int64_t hi) {
  const int64_t block = axis == 0 ? bid.x : (axis == 1 ? bid.y : bid.z);
  const int64_t size = axis == 0 ? b.dim.x : (axis == 1 ? b.dim.y : b.dim.z);
  const int64_t thread = axis == 0 ? b.t.x : (axis == 1 ? b.t.y : b.t.z);
  const int64_t blocks = axis == 0 ? gdim.x : (axis == 1 ? gdim.y : gdim.z);
  return kt_grid_stride<T>(lo + block * size + thread, size * blocks, hi);
}

// The same with 32-bit state, for MDRange kernels whose bounds the translator proved to lie in
// [0, 2^31) (Policy::bounds32): half the registers of the 64-bit loop state (dot mdrange: 32
// instead of 39). The step is capped at 2^31 (a larger one ends the loop after its first index
// either way), so i + step < 2^32 never wraps.
template <class T> struct kt_grid_stride32 {
  struct iterator {
    unsigned i, step;
    T operator*() const { return (T)i; }
    iterator &operator++() {
      i += step;
      return *this;
    }
    bool operator!=(const iterator &end) const { return i < end.i; }
  };
  unsigned first, step, last;
  kt_grid_stride32(int64_t first, int64_t step, int64_t last)
      : first(unsigned(first < last ? first : (last > 0 ? last : 0))),
        step(step < (int64_t(1) << 31) ? unsigned(step) : (1u << 31)), last(unsigned(last > 0 ? last : 0)) {}
  iterator begin() const { return {first, step}; }
  iterator end() const { return {last, 0}; }
};
template <class T>
static kt_grid_stride32<T> kt_axis_stride32(const kt_block_info &b, const kt_dim3 &bid, const kt_dim3 &gdim,
                                            int axis, int64_t lo, int64_t hi) {
  const int64_t block = axis == 0 ? bid.x : (axis == 1 ? bid.y : bid.z);
  const int64_t size = axis == 0 ? b.dim.x : (axis == 1 ? b.dim.y : b.dim.z);
  const int64_t thread = axis == 0 ? b.t.x : (axis == 1 ? b.t.y : b.t.z);
  const int64_t blocks = axis == 0 ? gdim.x : (axis == 1 ? gdim.y : gdim.z);
  return kt_grid_stride32<T>(lo + block * size + thread, size * blocks, hi);
}

// The same, returning the block: kt_block_info kt_b = kt_block_linear(kt_smem, kt_slot);
static inline kt_block_info kt_block_linear(unsigned char *smem, int slot) {
  kt_block_info b;
  kt_block_linear(b, smem, slot);
  return b;
}
static inline kt_block_info kt_block_1d(int bx, int by, int bz, unsigned char *smem, int slot) {
  kt_block_info b;
  kt_block_1d(b, bx, by, bz, smem, slot);
  return b;
}
static inline kt_block_info kt_block_team(int vl, int ts, unsigned char *smem, int slot) {
  kt_block_info b;
  kt_block_team(b, vl, ts, smem, slot);
  return b;
}
static inline kt_block_info kt_block_3d(unsigned char *smem, int slot) {
  kt_block_info b;
  kt_block_3d(b, smem, slot);
  return b;
}

// This block's dynamic shared memory (ompx_dyn_cgroup_mem).
static inline unsigned char *kt_dynamic_shared() { return (unsigned char *)llvm_omp_target_dynamic_shared_alloc(); }
