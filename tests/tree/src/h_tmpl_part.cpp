// The float instantiations of include/templates_in_header.hpp (g_tmpl_main.cpp has main).
#include <Kokkos_Core.hpp>
#include "../include/templates_in_header.hpp"

double part_float(int n) {
  Kokkos::View<float *> x("x", n), y("y", n);
  Kokkos::deep_copy(x, 0.25f);
  Kokkos::deep_copy(y, 4.0f);
  tmpl::axpby(4.0f, x, 0.5f, y);
  tmpl::Norm<Kokkos::View<float *>> nm{y};
  return nm.sumsq();
}
