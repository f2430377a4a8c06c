#include "force.hpp"

void scale(Kokkos::View<double *> x, double f) {
  Kokkos::parallel_for("scale", x.extent(0), Scale{x, f});
}
