// ---- kokkos-translate OpenMP kernel-mode helpers: block shape, reduction trees, broadcasts ----
// Every function here runs inside `#pragma omp target teams ompx_bare` regions (clang emits
// device versions of the functions a target region calls).
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
  return (b + (size_t)n * slot + 15) / 16 * 16;
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
// The block's place in the grid, and the grid's shape: 1-D launches split the team number.
static inline void kt_grid_1d(int gx, int gy, int gz, kt_dim3 &id, kt_dim3 &dim) {
  int q;
  kt_divmod(ompx::block_id(ompx::dim_x), gx, q, id.x);
  kt_divmod(q, gy, id.z, id.y);
  dim.x = gx;
  dim.y = gy;
  dim.z = gz;
}
static inline void kt_grid_3d(kt_dim3 &id, kt_dim3 &dim) {
  id.x = ompx::block_id(ompx::dim_x);
  id.y = ompx::block_id(ompx::dim_y);
  id.z = ompx::block_id(ompx::dim_z);
  dim.x = ompx::grid_dim(ompx::dim_x);
  dim.y = ompx::grid_dim(ompx::dim_y);
  dim.z = ompx::grid_dim(ompx::dim_z);
}

// Synchronises the lanes in `mask` of one warp (ompx has no warp barrier in its API; the
// device runtime's __kmpc_syncwarp is __syncwarp).
#if defined(__NVPTX__) || defined(__AMDGCN__)
extern "C" void __kmpc_syncwarp(uint64_t mask);
#endif
static inline void kt_syncwarp(uint64_t mask) {
#if defined(__NVPTX__) || defined(__AMDGCN__)
  __kmpc_syncwarp(mask);
#else
  (void)mask;
#endif
}
// Mask of the first n lanes of a warp.
static inline uint64_t kt_first_lanes(int n) {
  return n >= KT_WARP_SIZE ? (((uint64_t)1 << KT_WARP_SIZE) - 1) : (((uint64_t)1 << n) - 1);
}
// Mask of the dim.x lanes that form this thread's vector (dim.x is a power of two <= 32).
static inline uint64_t kt_vector_mask(const kt_block_info &b) {
  const int lane = b.tid & (KT_WARP_SIZE - 1);
  return kt_first_lanes(b.dim.x) << (lane & -b.dim.x); // the vector's first lane (dim.x: power of two)
}
// The types ompx::shfl_down_sync takes; every other type goes through shared memory.
template <class T> struct kt_shfl_type { static constexpr bool value = false; };
template <> struct kt_shfl_type<int> { static constexpr bool value = true; };
template <> struct kt_shfl_type<long> { static constexpr bool value = true; };
template <> struct kt_shfl_type<float> { static constexpr bool value = true; };
template <> struct kt_shfl_type<double> { static constexpr bool value = true; };

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

// Lane 0's value to every lane of this thread's vector.
template <class T> static T kt_vector_broadcast(const kt_block_info &b, T v) {
  if (b.dim.x == 1) return v;
  const uint64_t mask = kt_vector_mask(b);
  T *s = reinterpret_cast<T *>(b.vsh + (size_t)(b.tid - b.t.x) * b.vstride);
  kt_syncwarp(mask);
  if (b.t.x == 0) *s = v;
  kt_syncwarp(mask);
  return *s;
}

// team_broadcast: the value of (team_rank src, lane 0) to the whole team.
template <class T> static T kt_team_broadcast(const kt_block_info &b, T v, int src) {
  static_assert(sizeof(T) <= 64 * sizeof(int), "kt_team_broadcast: value larger than the broadcast slot");
  T *s = reinterpret_cast<T *>(b.bsh);
  ompx::sync_block();
  if (b.t.y == src && b.t.x == 0) *s = v;
  ompx::sync_block();
  return *s;
}

// Reads a value another block wrote, one volatile word at a time (not from a stale L1 line).
template <class T> static inline T kt_load_volatile(const T *p) {
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
