// heat.cpp - 1-D explicit heat diffusion with Kokkos Views.
#include "heat.hpp"

double diffuse(int n, int steps, double alpha) {
  Kokkos::View<double*> u("u", n), next("next", n);
  Kokkos::parallel_for("init", n, KOKKOS_LAMBDA(const int i) { u(i) = initial_temperature(i, n); });
  for (int s = 0; s < steps; ++s) {
    // Fixed ends: cells 0 and n-1 keep their temperature.
    Kokkos::parallel_for("step", Kokkos::RangePolicy<>(1, n - 1), KOKKOS_LAMBDA(const int i) {
      next(i) = u(i) + alpha * (u(i - 1) - 2.0 * u(i) + u(i + 1));
    });
    Kokkos::parallel_for("copy", Kokkos::RangePolicy<>(1, n - 1), KOKKOS_LAMBDA(const int i) { u(i) = next(i); });
  }
  double total = 0.0;
  Kokkos::parallel_reduce("total", n, KOKKOS_LAMBDA(const int i, double& sum) { sum += u(i); }, total);
  return total;
}
