#pragma once
#include <Kokkos_Core.hpp>
// Translated differently depending on KT_TREE_DOUBLE: a KT1020 diagnostic when two inputs
// include it with different definitions.
inline void scale(Kokkos::View<double *> x) {
#ifdef KT_TREE_DOUBLE
  Kokkos::parallel_for(x.extent(0), KOKKOS_LAMBDA(const int i) { x(i) *= 2.0; });
#else
  Kokkos::parallel_for(x.extent(0), KOKKOS_LAMBDA(const int i) { x(i) += 1.0; });
#endif
}
