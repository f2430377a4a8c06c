// deep_copy between Views of different value types (and layouts) converts element by element,
// as in Kokkos' own TestDeepCopyAlignment (TestDeepCopyScalarConversion<double, float, ...>).
#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 37, m = 5;
    Kokkos::View<double **, Kokkos::LayoutRight> a("a", n, m);
    Kokkos::parallel_for(
        Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {n, m}),
        KOKKOS_LAMBDA(const int i, const int j) { a(i, j) = 0.25 * i + j + 1.0 / 3.0; });
    Kokkos::View<float **, Kokkos::LayoutLeft> b("b", n, m);
    Kokkos::deep_copy(b, a);
    Kokkos::View<int *> c("c", n);
    Kokkos::View<double *> d("d", n);
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { d(i) = 2.75 * i; });
    Kokkos::deep_copy(c, d);
    double sb = 0;
    Kokkos::parallel_reduce(
        Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {n, m}),
        KOKKOS_LAMBDA(const int i, const int j, double &s) { s += b(i, j); }, sb);
    long sc = 0;
    Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, long &s) { s += c(i); }, sc);
    std::printf("float sum %.3f int sum %ld\n", sb, sc);
  }
  Kokkos::finalize();
  return 0;
}
