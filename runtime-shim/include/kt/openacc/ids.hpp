// kt/openacc/ids.hpp: gang and worker numbers, the MDRange index split, and the layout of the
// partials of OpenACC reductions and scans (the explicit reduction scheme).
#pragma once
#include "../openacc.hpp"

// Extra partial slots after the np partials: where the first combine stage writes.
#define KT_ACC_COMBINE 256
// The partials buffer of a reduction or scan over np gangs: per_gang values a gang, then room for
// the combine (device memory, cached; freed by kt::finalize()).
template <class T> static inline T *kt_acc_partials(int np, int per_gang = 1) {
  return static_cast<T *>(kt::openacc::reduce_buffer(((size_t)np * per_gang + KT_ACC_COMBINE) * sizeof(T)));
}
// The number of indices in [lo, hi): hi - lo, 0 when empty (host).
static inline int64_t kt_acc_extent(int64_t lo, int64_t hi) { return hi > lo ? hi - lo : 0; }
// The end of the chunk that starts at b0: min(b0 + chunk, n).
static inline KT_ACC_FUNCTION int64_t kt_acc_chunk_end(int64_t b0, int64_t chunk, int64_t n) {
  return b0 + chunk < n ? b0 + chunk : n;
}
// This gang's number in [0, n) (0 on the host fallback) and this worker's number in its gang.
static inline int kt_acc_gang(int n) {
#ifdef _OPENACC
  const int g = __builtin_goacc_parlevel_id(0 /* GOMP_DIM_GANG */);
  return g < n ? g : g % n;
#else
  (void)n;
  return 0;
#endif
}
static inline int kt_acc_worker() {
#ifdef _OPENACC
  return __builtin_goacc_parlevel_id(1 /* GOMP_DIM_WORKER */);
#else
  return 0;
#endif
}
// MDRange index split: returns r % e and leaves r / e in r (e > 0), in 32 bits where both fit.
static inline KT_ACC_FUNCTION int64_t kt_acc_divmod(int64_t &r, const int64_t e) {
  if ((((uint64_t)r | (uint64_t)e) >> 32) == 0) {
    const uint32_t a = (uint32_t)r, b = (uint32_t)e;
    r = a / b;
    return a % b;
  }
  const int64_t m = r % e;
  r /= e;
  return m;
}
