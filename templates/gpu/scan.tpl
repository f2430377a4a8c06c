// ---- parallel_scan in one pass ----
// Tiles of blockDim.x * KT_SCAN_ITEMS consecutive indices, numbered by an atomic ticket in the
// order blocks start, so a tile only ever waits for tiles of blocks that already run. Each tile
// publishes its aggregate; the last tile of each group of KT_SCAN_GROUP tiles also publishes
// the inclusive prefix of its group. A tile's exclusive prefix is the prefix of the groups
// before it joined with a fixed tree over the aggregates of the tiles before it in its group:
// the same operations in the same order on every run, whatever the timing, so floating-point
// scans give the same bits every time. Flags: 0 until the value is there (zeroed per launch).
#define KT_SCAN_ITEMS 8
#define KT_SCAN_GROUP 256
template <class Op, class T>
__device__ T kt_scan_tile_prefix(T agg, unsigned tile, T *aggs, T *groups, unsigned *tile_flag, unsigned *group_flag) {
  __shared__ __align__(16) unsigned char kt_raw[sizeof(T)];
  const unsigned g = tile / KT_SCAN_GROUP, first = g * KT_SCAN_GROUP, k = tile - first;
  const int tid = threadIdx.x;
  if (tid == 0) {
    aggs[tile] = agg;
    __threadfence();
    KT_STORE_FLAG(tile_flag + tile, 1u);
  }
  if (tid < KT_WARP_SIZE) { // one warp: lane l folds tiles l*PER .. l*PER+PER-1 of the group
    constexpr int PER = KT_SCAN_GROUP / KT_WARP_SIZE;
    for (int j = 0; j < PER; ++j) {
      const unsigned idx = tid * PER + j;
      if (idx < k)
        while (KT_LOAD_FLAG(tile_flag + first + idx) == 0) {
        }
    }
    __threadfence();
    T s;
    Op::init(s);
    for (int j = 0; j < PER; ++j) {
      const unsigned idx = tid * PER + j;
      if (idx < k) Op::join(s, kt_load_cg(aggs + first + idx));
    }
    s = kt_warp_reduce<Op>(s, tid, KT_WARP_SIZE, kt_first_lanes(KT_WARP_SIZE));
    if (tid == 0) {
      T p;
      Op::init(p);
      if (g > 0) {
        while (KT_LOAD_FLAG(group_flag + g - 1) == 0) {
        }
        __threadfence();
        p = kt_load_cg(groups + g - 1);
      }
      Op::join(p, s);
      if (k == KT_SCAN_GROUP - 1) {
        T inc = p;
        Op::join(inc, agg);
        groups[g] = inc;
        __threadfence();
        KT_STORE_FLAG(group_flag + g, 1u);
      }
      *reinterpret_cast<T *>(kt_raw) = p;
    }
  }
  __syncthreads();
  return *reinterpret_cast<T *>(kt_raw);
}
