#pragma once
#include <Kokkos_Core.hpp>
// A dispatch inside a header: not translated yet, so it must be refused (KT1019).
inline void fill(Kokkos::View<double *> x) {
  Kokkos::parallel_for(x.extent(0), KOKKOS_LAMBDA(const int i) { x(i) = 0; });
}
