// Kokkos' parallel_reduce over a multidimensional nested range sums into a scalar (its
// overloads static_assert that the result is no reducer).
#include <Kokkos_Core.hpp>

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double **> a("a", 8, 8);
    Kokkos::parallel_for("max", Kokkos::TeamPolicy<>(4, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type &team) {
      double m = 0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadMDRange(team, 8, 8), [&](int i, int j, double &v) { v = v > a(i, j) ? v : a(i, j); }, Kokkos::Max<double>(m));
    });
  }
  Kokkos::finalize();
}

// A reducer over an MD nested range.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses openacc 3 %s | FileCheck %s
// CHECK: input.cpp:13:7: error: parallel_reduce over TeamThreadMDRange sums into a scalar variable{{.*}}[KT1015]
// expected-error@13 {{sums into a scalar variable; Kokkos takes no reducer there [KT1015]}}
