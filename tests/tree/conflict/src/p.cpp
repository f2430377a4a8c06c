#define KT_TREE_DOUBLE
#include "../include/scaled.hpp"
int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  { Kokkos::View<double *> x("x", 10); scale(x); }
  Kokkos::finalize();
}
