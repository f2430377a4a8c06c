// KT1021 (--target=openacc only): team-level code indexed by team_rank() runs as loops over the
// team's ranks, each rank on its own; a nested parallel_reduce over TeamThreadRange (line 19)
// needs the team's threads to combine their values inside such a loop.
#include <Kokkos_Core.hpp>

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 16, M = 4;
    Kokkos::View<double**> a("a", L, M);
    Kokkos::View<double*> s("s", L);
    Kokkos::parallel_for(
        "rank_team_reduce", Kokkos::TeamPolicy<>(L, M),
        KOKKOS_LAMBDA(const member_type& team) {
          const int t = team.league_rank();
          a(t, team.team_rank()) = team.team_rank();
          team.team_barrier();
          double sum = 0;
          Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, M),
                                  [&](const int j, double& v) { v += a(t, j); }, sum);
          if (team.team_rank() == 0) s(t) = sum;
        });
  }
  Kokkos::finalize();
  return 0;
}
