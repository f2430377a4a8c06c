// KT1021 (--target=openacc only): team-level code indexed by team_rank() runs as loops over the
// team's ranks cut at its team_barrier()s; a loop holding a barrier runs once per gang around
// them, which a `break` of that loop (line 21, taken per team thread) cannot leave.
#include <Kokkos_Core.hpp>

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 16, M = 4;
    Kokkos::View<double**> a("a", L, M);
    Kokkos::parallel_for(
        "barrier_in_loop", Kokkos::TeamPolicy<>(L, M),
        KOKKOS_LAMBDA(const member_type& team) {
          const int t = team.league_rank();
          const int r = team.team_rank();
          for (int step = 0; step < 3; ++step) {
            a(t, r) += step;
            team.team_barrier();
            if (a(t, 0) > 100.0) break;
          }
        });
  }
  Kokkos::finalize();
  return 0;
}

// A `break` of a loop of per-rank team-level code that holds a team_barrier(): reported at the break.
// RUN: %kt --target=openacc --verify %s
// RUN: %refuses openacc 3 %s | FileCheck %s
// CHECK: input.cpp:21:34: error: {{.*}}[KT1021]
// expected-error@21 {{[KT1021]}}
