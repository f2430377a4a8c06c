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
// Combines np partials p[0, np) (device memory, room for KT_ACC_COMBINE more after them) into
// one value on the host: KT_ACC_COMBINE threads fold strided subsets in parallel, then one
// thread folds those in order. A fixed order, so the result has the same bits on every run.
template <class Op, class T> static T kt_acc_combine(T *p, int np) {
  T *q = p + np;
  const int ng = np < KT_ACC_COMBINE ? np : KT_ACC_COMBINE;
  const int g = kt::openacc::loop_gangs(ng);
#pragma acc parallel loop gang vector num_gangs(g) vector_length(128) deviceptr(p, q)
  for (int k = 0; k < ng; ++k) {
    T a;
    Op::init(a);
    for (int j = k; j < np; j += ng) Op::join(a, p[j]);
    q[k] = a;
  }
#pragma acc serial deviceptr(q)
  {
    T a;
    Op::init(a);
    for (int k = 0; k < ng; ++k) Op::join(a, q[k]);
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
// Exclusive scan of p[0, np) in place (one thread; np is at most a few thousand); returns the total.
template <class Op, class T> static T kt_acc_exclusive_scan(T *p, int np) {
  T *q = p + np;
#pragma acc serial deviceptr(p, q)
  {
    T a;
    Op::init(a);
    for (int k = 0; k < np; ++k) {
      T v = p[k];
      p[k] = a;
      Op::join(a, v);
    }
    q[0] = a;
  }
  T r;
  kt::openacc::copy_to_host(&r, q, sizeof(T));
  return r;
}
