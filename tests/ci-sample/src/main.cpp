// main.cpp - CI sample for kokkos-translate (docs/CI.md): prints the heat left after diffusion.
#include <Kokkos_Core.hpp>
#include <cstdio>

#include "heat.hpp"

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 3000;
    printf("total %.17g\n", diffuse(n, 200, 0.25));
  }
  Kokkos::finalize();
  return 0;
}
