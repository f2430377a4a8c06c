#include <Kokkos_Core.hpp>
#include <cstdio>
#include "team.hpp"
int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  std::printf("weighted %d\n", run<Kokkos::DefaultExecutionSpace>());
  Kokkos::finalize();
}
