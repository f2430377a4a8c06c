// KT1012: parallel_reduce with two results (valid Kokkos 3.4: combined reducers,
// Kokkos_Combined_Reducer.hpp). The translator takes one result; the error is at the second
// result `Kokkos::Max<double>(hi)` on line 17.
#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<double*> x("x", n);
    double lo = 0, hi = 0;
    Kokkos::parallel_reduce(
        "minmax", n,
        KOKKOS_LAMBDA(const int i, double& a, double& b) { a = x(i) < a ? x(i) : a; b = x(i) > b ? x(i) : b; },
        Kokkos::Min<double>(lo),
        Kokkos::Max<double>(hi));
    std::printf("%g %g\n", lo, hi);
  }
  Kokkos::finalize();
  return 0;
}
