// KT1021 (--target=openacc only): team-level code that uses team_rank() runs as loops over the
// team's threads, each on its own; team.team_reduce (line 21) needs the team's threads to
// combine their values inside such a loop. The other targets translate it
// (team_collectives_ranks).
#include <Kokkos_Core.hpp>

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 16, M = 40;
    Kokkos::View<double**> a("a", L, M);
    Kokkos::View<double*> s("s", L);
    Kokkos::parallel_for(
        "rank_team_reduce", Kokkos::TeamPolicy<>(L, Kokkos::AUTO),
        KOKKOS_LAMBDA(const member_type& team) {
          const int t = team.league_rank();
          double part = 0;
          for (int j = team.team_rank(); j < M; j += team.team_size()) part += a(t, j);
          team.team_reduce(Kokkos::Sum<double>(part));
          if (team.team_rank() == 0) s(t) = part;
        });
  }
  Kokkos::finalize();
  return 0;
}

// team_reduce in per-rank team-level code: reported at the call.
// RUN: %kt --target=openacc --verify %s
// RUN: %refuses openacc 3 %s | FileCheck %s
// CHECK: input.cpp:21:11: error: {{.*}}[KT1021]
// expected-error@21 {{[KT1021]}}
