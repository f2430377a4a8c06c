// KT1021 (--target=openacc only): team-level code indexed by team_rank() under an explicit team
// size runs as one loop over the team's ranks per piece between team_barrier()s; a variable
// declared before a barrier and used after it is kept per rank, which a reference cannot be.
// The error is at the reference's declaration, on line 19.
#include <Kokkos_Core.hpp>

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 64, M = 8;
    Kokkos::View<double**> a("a", L, M);
    Kokkos::View<double*> s("s", L);
    Kokkos::parallel_for(
        "carried_reference", Kokkos::TeamPolicy<>(L, M),
        KOKKOS_LAMBDA(const member_type& team) {
          const int t = team.league_rank();
          double& mine = a(t, team.team_rank() % M);
          mine = 1.0 + team.team_rank();
          team.team_barrier();
          if (team.team_rank() == 0) s(t) = mine;
        });
  }
  Kokkos::finalize();
  return 0;
}

// A reference declared before a team_barrier() and used after it, in per-rank team code: reported at its declaration.
// RUN: %kt --target=openacc --verify %s
// RUN: %refuses openacc 3 %s | FileCheck %s
// CHECK: input.cpp:19:19: error: {{.*}}[KT1021]
// expected-error@19 {{[KT1021]}}
