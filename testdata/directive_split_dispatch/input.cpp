// directive_split_dispatch: a dispatch whose policy is chosen by an #if/#else written around
// the head of the call, its lambda shared after the #endif (KokkACC's stream benchmark picks
// the OpenMP or the Serial space so). The statement the parse sees begins in the taken branch;
// its launch replaces it, and the skipped branch's lines stay after it, verbatim, so that the
// conditional is whole. Both orders: the taken branch first (#if) and second (#else).
#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<double*> a("a", n);
    Kokkos::View<double*, Kokkos::HostSpace> h("h", n);
#if defined(KT_TEST_NEVER_DEFINED)
    Kokkos::parallel_for(
        "init", Kokkos::RangePolicy<Kokkos::OpenMP>(0, n),
#else
    Kokkos::parallel_for(
        "init", Kokkos::RangePolicy<Kokkos::DefaultExecutionSpace>(0, n),
#endif
        KOKKOS_LAMBDA(const int i) { a(i) = 1.0 + i; });
#if !defined(KT_TEST_NEVER_DEFINED)
    Kokkos::parallel_for("host", Kokkos::RangePolicy<Kokkos::DefaultHostExecutionSpace>(0, n),
#elif defined(KT_TEST_ALSO_NEVER)
    Kokkos::parallel_for("host", Kokkos::RangePolicy<Kokkos::OpenMP>(0, n),
#else
    Kokkos::parallel_for("host", Kokkos::RangePolicy<Kokkos::Serial>(0, n),
#endif
                         [=](const int i) { h(i) = 2.0 * i; });
    double s = 0;
    Kokkos::parallel_reduce("sum", n, KOKKOS_LAMBDA(const int i, double& r) { r += a(i); }, s);
    double t = 0;
    for (int i = 0; i < n; ++i) t += h(i);
    std::printf("sum %.1f host %.1f\n", s, t);
  }
  Kokkos::finalize();
}
