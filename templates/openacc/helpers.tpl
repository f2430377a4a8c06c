// ---- kokkos-translate OpenACC helpers: the explicit reduction scheme and gang / worker ids ----
// Extra partial slots after the np partials: where the first combine stage writes.
#define KT_ACC_COMBINE 256
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
// Folds the 32 lane values lane[0..31] into v, in lane order; 8 loads at a time into registers,
// so they overlap instead of each waiting on the previous join.
template <class Op, class T> static inline KT_ACC_FUNCTION void kt_acc_fold32(T &v, const T *lane) {
  for (int l = 0; l < 32; l += 8) {
    T w[8];
#pragma GCC unroll 8
    for (int u = 0; u < 8; ++u) w[u] = lane[l + u];
#pragma GCC unroll 8
    for (int u = 0; u < 8; ++u) Op::join(v, w[u]);
  }
}
// Combines np partials p[0, np) (device memory, room for KT_ACC_COMBINE more after them) into
// one value on the host: KT_ACC_COMBINE threads fold strided subsets in parallel, then one
// thread folds those in order. A fixed order, so the result has the same bits on every run.
// Both stages read 8 / 32 partials into registers before folding them (in the same order), so
// the loads overlap instead of each waiting on the previous join.
template <class Op, class T> static T kt_acc_combine(T *p, int np) {
  T *q = p + np;
  const int ng = np < KT_ACC_COMBINE ? np : KT_ACC_COMBINE;
  const int g = kt::openacc::loop_gangs(ng);
#pragma acc parallel loop gang vector num_gangs(g) vector_length(128) deviceptr(p, q)
  for (int k = 0; k < ng; ++k) {
    T a;
    Op::init(a);
    int j = k;
    for (; j + 7 * ng < np; j += 8 * ng) {
      T v[8];
#pragma GCC unroll 8
      for (int u = 0; u < 8; ++u) v[u] = p[j + u * ng];
#pragma GCC unroll 8
      for (int u = 0; u < 8; ++u) Op::join(a, v[u]);
    }
    for (; j < np; j += ng) Op::join(a, p[j]);
    q[k] = a;
  }
#pragma acc serial deviceptr(q)
  {
    T a;
    Op::init(a);
    int k = 0;
    for (; k + 32 <= ng; k += 32) {
      T v[32];
#pragma GCC unroll 32
      for (int j = 0; j < 32; ++j) v[j] = q[k + j];
#pragma GCC unroll 32
      for (int j = 0; j < 32; ++j) Op::join(a, v[j]);
    }
    for (; k < ng; ++k) Op::join(a, q[k]);
    q[0] = a;
  }
  T r;
  kt::openacc::copy_to_host(&r, q, sizeof(T));
  return r;
}
// Fills p[0, np) with the identity (partials of teams that may not run).
template <class Op, class T> static void kt_acc_identity(T *p, int np) {
  const int g = kt::openacc::loop_gangs(np);
#pragma acc parallel loop gang vector num_gangs(g) vector_length(128) deviceptr(p)
  for (int k = 0; k < np; ++k) Op::init(p[k]);
}
// Exclusive scan of p[0, np) in place; returns the total. One thread folds the partials in
// order, reading them 32 at a time into registers so the loads overlap (the same order, the same
// bits). Integers (exact in any order) with more than 4096 partials: 128 threads scan
// contiguous blocks of them around a one-thread scan of the block sums.
template <class Op, class T> static inline KT_ACC_FUNCTION void kt_acc_scan_serial(T *p, int np, T *total) {
  T a;
  Op::init(a);
  int k = 0;
  for (; k + 32 <= np; k += 32) {
    T v[32];
#pragma GCC unroll 32
    for (int j = 0; j < 32; ++j) v[j] = p[k + j];
#pragma GCC unroll 32
    for (int j = 0; j < 32; ++j) {
      p[k + j] = a;
      Op::join(a, v[j]);
    }
  }
  for (; k < np; ++k) {
    T v = p[k];
    p[k] = a;
    Op::join(a, v);
  }
  *total = a;
}
template <class Op, class T> static T kt_acc_exclusive_scan(T *p, int np) {
  T *q = p + np;  // KT_ACC_COMBINE slots
  constexpr int nb = 128;
  if (std::is_integral<T>::value && np > 4096) {  // (compiled for floating types too)
    const int len = (np + nb - 1) / nb;
#pragma acc parallel loop gang vector num_gangs(1) vector_length(128) deviceptr(p, q)
    for (int b = 0; b < nb; ++b) {  // block sums
      T a;
      Op::init(a);
      const int e = (b + 1) * len < np ? (b + 1) * len : np;
      int k = b * len;
      for (; k + 8 <= e; k += 8) {
        T v[8];
#pragma GCC unroll 8
        for (int j = 0; j < 8; ++j) v[j] = p[k + j];
#pragma GCC unroll 8
        for (int j = 0; j < 8; ++j) Op::join(a, v[j]);
      }
      for (; k < e; ++k) Op::join(a, p[k]);
      q[b] = a;
    }
#pragma acc serial deviceptr(q)
    kt_acc_scan_serial<Op>(q, nb, q + nb);
#pragma acc parallel loop gang vector num_gangs(1) vector_length(128) deviceptr(p, q)
    for (int b = 0; b < nb; ++b) {  // each block from its prefix
      T a = q[b];
      const int e = (b + 1) * len < np ? (b + 1) * len : np;
      int k = b * len;
      for (; k + 8 <= e; k += 8) {
        T v[8];
#pragma GCC unroll 8
        for (int j = 0; j < 8; ++j) v[j] = p[k + j];
#pragma GCC unroll 8
        for (int j = 0; j < 8; ++j) {
          p[k + j] = a;
          Op::join(a, v[j]);
        }
      }
      for (; k < e; ++k) {
        T v = p[k];
        p[k] = a;
        Op::join(a, v);
      }
    }
    T r;
    kt::openacc::copy_to_host(&r, q + nb, sizeof(T));
    return r;
  }
#pragma acc serial deviceptr(p, q)
  kt_acc_scan_serial<Op>(p, np, q);
  T r;
  kt::openacc::copy_to_host(&r, q, sizeof(T));
  return r;
}
