// mdrange_rank5_6: MDRangePolicy of rank 5 and 6 (Kokkos' largest), with offsets, both
// iteration orders and tiles, a policy built from a space instance and braced bounds; a
// parallel_for filling rank-5 and rank-6 Views from their indices and parallel_reduce sums over
// them (one with Max).
#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<long *****> a("a", 3, 4, 2, 5, 3);
    Kokkos::View<double ******, Kokkos::LayoutLeft> b("b", 2, 3, 2, 4, 3, 2);
    using R5 = Kokkos::MDRangePolicy<Kokkos::Rank<5>>;
    using R6 = Kokkos::MDRangePolicy<Kokkos::Rank<6, Kokkos::Iterate::Left, Kokkos::Iterate::Left>>;
    Kokkos::parallel_for(
        "fill5", R5({0, 0, 0, 0, 0}, {3, 4, 2, 5, 3}),
        KOKKOS_LAMBDA(const int i, const int j, const int k, const int l, const int m) {
          a(i, j, k, l, m) = 10000 * i + 1000 * j + 100 * k + 10 * l + m;
        });
    Kokkos::parallel_for(
        "fill6", R6({0, 0, 0, 0, 0, 0}, {2, 3, 2, 4, 3, 2}, {1, 2, 2, 2, 1, 2}),
        KOKKOS_LAMBDA(const int i, const int j, const int k, const int l, const int m,
                      const int n) {
          b(i, j, k, l, m, n) = 0.5 * (i + 2 * j + 3 * k + 4 * l + 5 * m + 6 * n);
        });
    long s5 = 0;
    const R5 p5(Kokkos::DefaultExecutionSpace(), {1, 0, 1, 2, 0}, {3, 4, 2, 5, 3});
    Kokkos::parallel_reduce(
        "sum5", p5,
        KOKKOS_LAMBDA(const int i, const int j, const int k, const int l, const int m, long &s) {
          s += a(i, j, k, l, m);
        },
        s5);
    double s6 = 0, m6 = 0;
    Kokkos::parallel_reduce(
        "sum6", R6({0, 0, 0, 0, 0, 0}, {2, 3, 2, 4, 3, 2}),
        KOKKOS_LAMBDA(const int i, const int j, const int k, const int l, const int m, const int n,
                      double &s) { s += b(i, j, k, l, m, n) * (1 + (i + n) % 2); },
        s6);
    Kokkos::parallel_reduce(
        "max6", R6({0, 1, 0, 1, 0, 0}, {2, 3, 2, 4, 3, 2}),
        KOKKOS_LAMBDA(const int i, const int j, const int k, const int l, const int m, const int n,
                      double &mx) {
          const double v = b(i, j, k, l, m, n) - 0.25 * l * m;
          if (v > mx) mx = v;
        },
        Kokkos::Max<double>(m6));
    std::printf("sum5 %ld sum6 %.2f max6 %.2f\n", s5, s6, m6);
  }
  Kokkos::finalize();
  return 0;
}
