#include <Kokkos_Core.hpp>
#include <cstdio>

#define SECTION_ONE
#include "sections.hpp"
#undef SECTION_ONE
#include "sections.hpp"

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double *> x("x", 100);
    fill(x);
    std::printf("total %.1f\n", total(x));
  }
  Kokkos::finalize();
}
