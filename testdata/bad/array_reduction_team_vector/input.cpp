// A functor array reduction over a TeamPolicy with a vector length of 4 (KT1069, at the
// accumulator parameter, line 13): team-level code runs on every vector lane of a team thread,
// so even rank 0's writes would come from several lanes at once. With a vector length of 1 it
// translates (array_reduction_team).
#include <Kokkos_Core.hpp>

using member_type = Kokkos::TeamPolicy<>::member_type;

struct RowSums {
  using value_type = double[];
  int value_count;
  Kokkos::View<double **> a;
  KOKKOS_INLINE_FUNCTION void operator()(const member_type &t, value_type s) const {
    double r = 0;
    Kokkos::parallel_reduce(
        Kokkos::TeamThreadRange(t, (int)a.extent(1)),
        [&](int j, double &v) { v += a(t.league_rank(), j); }, r);
    if (t.team_rank() == 0) s[t.league_rank() % value_count] += r;
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double **> a("a", 10, 3);
    double sums[2];
    Kokkos::parallel_reduce(Kokkos::TeamPolicy<>(10, Kokkos::AUTO, 4), RowSums{2, a}, sums);
  }
  Kokkos::finalize();
}

// A functor array reduction over a TeamPolicy with a vector length of 4: at the accumulator parameter.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:13:75: error: {{.*}}[KT1069]
// expected-error-re@13 {{vector length of 1{{.*}}[KT1069]}}
