#pragma once
#include <Kokkos_Core.hpp>
// Kernels inside a header below --in-root: translated once for every file that includes it.
// The kernels are defined before the enclosing function, the launches stay where the
// dispatches were.
namespace tree {

inline void fill(Kokkos::View<double *> x, double step) {
  Kokkos::parallel_for("fill", x.extent(0), KOKKOS_LAMBDA(const int i) { x(i) = i * step; });
}

inline double total(Kokkos::View<double *> x) {
  double s = 0;
  Kokkos::parallel_reduce(
      x.extent(0), KOKKOS_LAMBDA(const int i, double &t) { t += x(i); }, s);
  return s;
}

#ifdef KT_TREE_VERBOSE
// Only some includers define KT_TREE_VERBOSE: a different macro context that gives the same
// edits, so the translations are merged.
inline void note(const char *s) { printf("note: %s\n", s); }
#endif

} // namespace tree
