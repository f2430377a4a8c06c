#include "counter.hpp"

void Counter::fill(double scale) {
  scale_ = scale;
  Kokkos::parallel_for(Kokkos::RangePolicy<Fill>(0, n_), *this);
}
