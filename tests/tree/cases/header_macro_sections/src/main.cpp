#include "force.hpp"
#include "halo.hpp"
#include <cstdio>

int option_kind(const char *name);

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 40;
    Kokkos::View<double *> x("x", 2 * n);
    Kokkos::parallel_for("init", n, KOKKOS_LAMBDA(const int i) { x(i) = 0.75 * i - 6.0; });
    scale(x, option_kind("scale") == 1 ? 0.5 : 2.0);
    Halo h(x, n);
    h.run();
    double s = 0.0;
    Kokkos::parallel_reduce("sum", 2 * n, KOKKOS_LAMBDA(const int i, double &v) { v += (i + 1) * x(i); }, s);
    std::printf("option %d checksum %.4f\n", option_kind("scale"), s);
  }
  Kokkos::finalize();
}
