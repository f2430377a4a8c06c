// kokkos_qualified_macro: `Kokkos::NAME` where NAME is the user's macro for a Kokkos entity
// (the Parallel Research Kernels write `typedef Kokkos::PRK_KOKKOS_BACKEND Space;` and set the
// macro with -D). The translation spells the entity the macro stands for.

#include <Kokkos_Core.hpp>
#include <cstdio>

#ifndef APP_BACKEND
#define APP_BACKEND DefaultExecutionSpace
#endif
#define APP_LAYOUT LayoutRight

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    typedef Kokkos::APP_BACKEND Space;
    typedef Kokkos::View<double**, Kokkos::APP_LAYOUT, Space> matrix;
    const int n = 50, m = 20;
    matrix a("a", n, m);
    Kokkos::parallel_for(Kokkos::RangePolicy<Space>(0, n), KOKKOS_LAMBDA(const int i) {
      for (int j = 0; j < m; ++j) a(i, j) = 0.5 * i + j;
    });
    double s = 0;
    Kokkos::parallel_reduce(Kokkos::RangePolicy<Space>(0, n), KOKKOS_LAMBDA(const int i, double& acc) {
      for (int j = 0; j < m; ++j) acc += a(i, j);
    }, s);
    std::printf("sum %.3f\n", s);
  }
  Kokkos::finalize();
}
