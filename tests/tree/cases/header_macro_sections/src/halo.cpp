#include "halo.hpp"

void Halo::run() {
  Kokkos::parallel_for("wrap", Kokkos::RangePolicy<TagWrap>(0, n_), *this);
  Kokkos::parallel_for("copy", Kokkos::RangePolicy<TagCopy>(0, n_), *this);
}
