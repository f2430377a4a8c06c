#include "../include/kernels_in_header.hpp"
int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  { Kokkos::View<double *> x("x", 10); fill(x); }
  Kokkos::finalize();
}
