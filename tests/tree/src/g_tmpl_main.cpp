// With h_tmpl_part.cpp: templates in include/templates_in_header.hpp instantiated for double
// here and for float there.
#include <cstdio>
#include <Kokkos_Core.hpp>
#include "../include/templates_in_header.hpp"

double part_float(int n); // h_tmpl_part.cpp

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double *> x("x", 500), y("y", 500);
    Kokkos::deep_copy(x, 1.5);
    Kokkos::deep_copy(y, 2.0);
    tmpl::axpby(2.0, x, 0.5, y);
    tmpl::Norm<Kokkos::View<double *>> nm{y};
    printf("double %.17g\n", nm.sumsq());
    printf("float %.9g\n", part_float(300));
  }
  Kokkos::finalize();
}
