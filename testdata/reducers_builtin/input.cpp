// reducers_builtin: the built-in Kokkos reducer classes.
//
// Covers: parallel_reduce with Kokkos::Sum, Prod, Min, Max (double and int),
// LAnd, LOr (int), BAnd, BOr (unsigned int), each given a host scalar;
// labelled and unlabelled dispatches.

#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1 << 20;
    Kokkos::View<double*> v("v", N);
    Kokkos::View<int*> k("k", N);

    Kokkos::parallel_for("fill", N, KOKKOS_LAMBDA(const int i) {
      // v takes values in [-3, 9.5]; the extremes are repeated, which is fine
      // because only the values (not locations) are reduced here.
      v(i) = -3.0 + (i % 51) * 0.25;
      k(i) = (i * 7) % 1000 - 250;
    });

    double sum = 0.0;
    Kokkos::parallel_reduce("sum", N, KOKKOS_LAMBDA(const int i, double& s) {
      s += v(i);
    }, Kokkos::Sum<double>(sum));

    // Product of factors that are exact powers of two: order does not matter.
    double prod = 0.0;
    Kokkos::parallel_reduce("prod", N, KOKKOS_LAMBDA(const int i, double& p) {
      double f = 1.0;
      if (i % 65536 == 7) f = 2.0;
      if (i % 131072 == 11) f = 0.5;
      if (i % 262144 == 3) f = 4.0;
      p *= f;
    }, Kokkos::Prod<double>(prod));

    double vmin = 0.0, vmax = 0.0;
    Kokkos::parallel_reduce("min", N, KOKKOS_LAMBDA(const int i, double& m) {
      if (v(i) < m) m = v(i);
    }, Kokkos::Min<double>(vmin));
    Kokkos::parallel_reduce(N, KOKKOS_LAMBDA(const int i, double& m) {
      if (v(i) > m) m = v(i);
    }, Kokkos::Max<double>(vmax));

    int kmin = 0, kmax = 0;
    Kokkos::parallel_reduce("kmin", N, KOKKOS_LAMBDA(const int i, int& m) {
      m = (k(i) < m) ? k(i) : m;
    }, Kokkos::Min<int>(kmin));
    Kokkos::parallel_reduce("kmax", N, KOKKOS_LAMBDA(const int i, int& m) {
      m = (k(i) > m) ? k(i) : m;
    }, Kokkos::Max<int>(kmax));

    // Logical reductions: "all v > -5" is true, "all v > 0" is false,
    // "any v == 9.5" is true, "any v > 100" is false.
    int all_gt_m5 = 0, all_pos = 0, any_top = 0, any_big = 0;
    Kokkos::parallel_reduce("land1", N, KOKKOS_LAMBDA(const int i, int& r) {
      r = r && (v(i) > -5.0);
    }, Kokkos::LAnd<int>(all_gt_m5));
    Kokkos::parallel_reduce("land2", N, KOKKOS_LAMBDA(const int i, int& r) {
      r = r && (v(i) > 0.0);
    }, Kokkos::LAnd<int>(all_pos));
    Kokkos::parallel_reduce("lor1", N, KOKKOS_LAMBDA(const int i, int& r) {
      r = r || (v(i) == 9.5);
    }, Kokkos::LOr<int>(any_top));
    Kokkos::parallel_reduce("lor2", N, KOKKOS_LAMBDA(const int i, int& r) {
      r = r || (v(i) > 100.0);
    }, Kokkos::LOr<int>(any_big));

    // Bitwise reductions on unsigned masks.
    unsigned int band = 0, bor = 0;
    Kokkos::parallel_reduce("band", N, KOKKOS_LAMBDA(const int i, unsigned int& r) {
      r &= (0xF0F0u | (static_cast<unsigned int>(i) & 0x0F0Fu)) | 0x1u;
    }, Kokkos::BAnd<unsigned int>(band));
    Kokkos::parallel_reduce("bor", N, KOKKOS_LAMBDA(const int i, unsigned int& r) {
      r |= 1u << (static_cast<unsigned int>(i) % 13u);
    }, Kokkos::BOr<unsigned int>(bor));

    printf("sum %.17g\n", sum);
    printf("prod %.17g\n", prod);
    printf("vmin %.17g\n", vmin);
    printf("vmax %.17g\n", vmax);
    printf("kmin %d\n", kmin);
    printf("kmax %d\n", kmax);
    printf("land %d %d\n", all_gt_m5, all_pos);
    printf("lor %d %d\n", any_top, any_big);
    printf("band %d\n", static_cast<int>(band));
    printf("bor %d\n", static_cast<int>(bor));
  }
  Kokkos::finalize();
  return 0;
}
