// heat.hpp - declarations shared by the two sources of the CI sample.
#pragma once
#include <Kokkos_Core.hpp>

// Initial temperature of cell i: a hot band in the middle of a cold rod.
KOKKOS_INLINE_FUNCTION double initial_temperature(int i, int n) {
  return (i > n / 3 && i < 2 * n / 3) ? 100.0 : 0.0;
}

// Runs `steps` explicit diffusion steps on a rod of n cells; returns the total heat.
double diffuse(int n, int steps, double alpha);
