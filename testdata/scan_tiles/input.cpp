// scan_tiles: parallel_scan over RangePolicy at sizes around the GPU targets' tile edges, with
// non-zero begins, a struct value with a custom join, and run-to-run reproducibility.
//
// Covers: exclusive scans of int and double at sizes 0, 1, 4095, 4096, 4097 and 1000003 (the
// CUDA and HIP scans cut the range into tiles of 4096 indices), RangePolicy(begin, end) with
// begin > 0, a scan whose value is a struct (sum and running max of a key, custom join), and a
// double scan of non-representable values run twice, whose results must be the same bits.

#include <Kokkos_Core.hpp>
#include <cstdio>

struct SumMax {
  double sum;
  int max;
};

struct SumMaxScan {
  Kokkos::View<double*> x;
  Kokkos::View<int*> key;
  Kokkos::View<double*> sum_out;
  Kokkos::View<int*> max_out;
  KOKKOS_INLINE_FUNCTION void init(SumMax& v) const { v.sum = 0.0; v.max = -1; }
  KOKKOS_INLINE_FUNCTION void join(SumMax& a, const SumMax& b) const {
    a.sum += b.sum;
    if (b.max > a.max) a.max = b.max;
  }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, SumMax& v, const bool final) const {
    if (final) { sum_out(i) = v.sum; max_out(i) = v.max; }
    v.sum += x(i);
    if (key(i) > v.max) v.max = key(i);
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1000003;
    Kokkos::View<int*> a("a", N), ia("ia", N);
    Kokkos::View<double*> x("x", N), xa("xa", N), xb("xb", N);
    Kokkos::View<int*> key("key", N), maxo("maxo", N);
    Kokkos::View<double*> sumo("sumo", N);
    Kokkos::parallel_for("fill", N, KOKKOS_LAMBDA(const int i) {
      a(i) = (i % 13 == 0) ? 3 : (i % 5);
      x(i) = 0.1 * (i % 17) + 1.0 / (1 + i % 7);
      key(i) = (i * 7919) % 100003;
    });

    const int sizes[] = {0, 1, 4095, 4096, 4097, N};
    for (int s : sizes) {
      int total = -1;
      Kokkos::parallel_scan("int_scan", Kokkos::RangePolicy<>(0, s),
                            KOKKOS_LAMBDA(const int i, int& part, const bool final) {
        if (final) ia(i) = part;
        part += a(i);
      }, total);
      int last = 0;
      if (s > 0) Kokkos::deep_copy(last, Kokkos::subview(ia, s - 1));
      printf("int scan n=%d: total %d, last prefix %d\n", s, total, last);
    }

    // A range that starts inside the first tile and ends inside a later one.
    long long shifted = 0;
    Kokkos::parallel_scan("shifted", Kokkos::RangePolicy<>(1000, 9000),
                          KOKKOS_LAMBDA(const int i, long long& part, const bool final) {
      if (final) ia(i) = (int)part;
      part += a(i);
    }, shifted);
    int at8999 = 0;
    Kokkos::deep_copy(at8999, Kokkos::subview(ia, 8999));
    printf("shifted scan [1000, 9000): total %lld, prefix at 8999 %d\n", shifted, at8999);

    // Doubles: the same scan twice gives the same bits on every run.
    double ta = 0.0, tb = 0.0;
    Kokkos::parallel_scan("dbl_a", N, KOKKOS_LAMBDA(const int i, double& part, const bool final) {
      if (final) xa(i) = part;
      part += x(i);
    }, ta);
    Kokkos::parallel_scan("dbl_b", N, KOKKOS_LAMBDA(const int i, double& part, const bool final) {
      if (final) xb(i) = part;
      part += x(i);
    }, tb);
    int differ = 0;
    Kokkos::parallel_reduce("compare", N, KOKKOS_LAMBDA(const int i, int& d) {
      if (xa(i) != xb(i)) d += 1;
    }, differ);
    printf("double scan: total %.3f, runs identical: %s (%d indices differ)\n", ta,
           (ta == tb && differ == 0) ? "yes" : "no", differ);

    // A struct value with a custom join: running sum and running maximum.
    SumMax r;
    Kokkos::parallel_scan("summax", N, SumMaxScan{x, key, sumo, maxo}, r);
    int m500000 = 0;
    Kokkos::deep_copy(m500000, Kokkos::subview(maxo, 500000));
    printf("struct scan: sum %.3f, max %d, running max before 500000: %d\n", r.sum, r.max, m500000);
  }
  Kokkos::finalize();
  return 0;
}
