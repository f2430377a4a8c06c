// A functor array reduction (`using value_type = double[]`, `value_count`) over a TeamPolicy
// whose accumulator every team thread uses (KT1069, at the use, line 15): Kokkos gives each team
// thread its own copy; the translation takes it where one thread of the team uses it
// (array_reduction_team).
#include <Kokkos_Core.hpp>

struct ColumnSums {
  using value_type = double[];
  using member_type = Kokkos::TeamPolicy<>::member_type;
  int value_count;
  Kokkos::View<double **> a;
  KOKKOS_INLINE_FUNCTION void operator()(const member_type &t,
                                         value_type s) const {
    for (int k = 0; k < value_count; ++k)
      s[k] += a(t.league_rank(), k);
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double **> a("a", 10, 3);
    double sums[3];
    Kokkos::parallel_reduce(Kokkos::TeamPolicy<>(10, Kokkos::AUTO), ColumnSums{3, a}, sums);
  }
  Kokkos::finalize();
}

// A functor array reduction over a TeamPolicy whose accumulator every team thread uses: at the use.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:15:7: error: {{.*}}[KT1069]
// expected-error-re@15 {{one thread of the team uses the accumulator{{.*}}[KT1069]}}
