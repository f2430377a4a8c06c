#include <Kokkos_Core.hpp>
#include <cstdio>
#include "cell.hpp"

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  std::printf("weighted sums %.3f\n", cell_sums(37, 23));
  Kokkos::finalize();
}
