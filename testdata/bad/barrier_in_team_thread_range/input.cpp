// KT1015: team_barrier() inside a TeamThreadRange (threads of the team may run different
// numbers of iterations: the barrier would deadlock). Compiles with Kokkos but is invalid
// Kokkos usage; the error is at `team_barrier` on line 19.
#include <Kokkos_Core.hpp>

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 64, M = 100;
    Kokkos::View<double**> a("a", L, M);
    Kokkos::parallel_for(
        "barrier", Kokkos::TeamPolicy<>(L, Kokkos::AUTO),
        KOKKOS_LAMBDA(const member_type& team) {
          const int t = team.league_rank();
          Kokkos::parallel_for(Kokkos::TeamThreadRange(team, M), [&](const int j) {
            a(t, j) = j;
            team.team_barrier();
            a(t, j) += a(t, M - 1 - j);
          });
        });
  }
  Kokkos::finalize();
  return 0;
}

// team_barrier in TeamThreadRange: reported at 'team_barrier'.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:19:18: error: {{.*}}[KT1015]
// expected-error@19 {{[KT1015]}}
