#include "../include/util.hpp"
#include <cstdio>
int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Vec x("x", 100);
    Kokkos::parallel_for(100, KOKKOS_LAMBDA(const int i) { x(i) = twice(i) + 1; });
    double s = 0;
    Kokkos::parallel_reduce(100, KOKKOS_LAMBDA(const int i, double &t) { t += x(i); }, s);
    printf("s %g\n", s);
  }
  Kokkos::finalize();
}
