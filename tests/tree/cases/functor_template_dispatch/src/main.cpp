#include <Kokkos_Core.hpp>
#include <cstdio>
#include "voc.hpp"
int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  std::printf("sum %.1f\n", fill<Kokkos::DefaultExecutionSpace>(10));
  Kokkos::finalize();
}
