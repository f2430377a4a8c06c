#include "../include/functor.hpp"
#include <cstdio>
int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double *> x("x", 10), y("y", 10);
    Kokkos::parallel_for(10, Axpy{x, y, 2.0});
  }
  Kokkos::finalize();
}
