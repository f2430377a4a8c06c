// A team helper that is a member function defined in its class, on OpenACC: its worker loops
// need `#pragma acc routine worker`, which GCC 12 takes only at file scope (it rejects the
// directive inside a class). Defined outside its class, it translates
// (testdata/team_member_function_helpers).
#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

struct Rows {
  Kokkos::View<double **> a;
  int ncols;
  KOKKOS_INLINE_FUNCTION double row_sum(const member_type &team, const int r) const {
    double s = 0;
    Kokkos::parallel_reduce(
        Kokkos::TeamThreadRange(team, ncols), [&](const int c, double &v) { v += a(r, c); }, s);
    return s;
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Rows rows{Kokkos::View<double **>("a", 8, 16), 16};
    Kokkos::View<double *> sums("sums", 8);
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(8, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type &team) {
          const double s = rows.row_sum(team, team.league_rank());
          Kokkos::single(Kokkos::PerTeam(team), [&]() { sums(team.league_rank()) = s; });
        });
  }
  Kokkos::finalize();
}

// A team helper that is a member function defined in its class, on OpenACC: GCC 12 takes `#pragma acc routine worker` only at file scope.
// RUN: %kt --target=openacc --verify %s
// RUN: %refuses openacc 3 %s | FileCheck %s
// CHECK: input.cpp:28:41: error: {{.*}}[KT1021]
// expected-error@28 {{[KT1021]}}
