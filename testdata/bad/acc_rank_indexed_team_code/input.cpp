// KT1021 (--target=openacc only): team-level code indexes per-thread storage with team_rank().
// OpenACC runs team-level code once per gang (a team of one thread), so only entry 0 would be
// written and the barrier that follows cannot make the other threads' values visible; the
// error is at the team_rank() call that causes it, on line 19.
#include <Kokkos_Core.hpp>

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 64, M = 8;
    Kokkos::View<double**> a("a", L, M);
    Kokkos::View<double*> s("s", L);
    Kokkos::parallel_for(
        "rank_indexed", Kokkos::TeamPolicy<>(L, M),
        KOKKOS_LAMBDA(const member_type& team) {
          const int t = team.league_rank();
          a(t, team.team_rank() % M) = 1.0 + team.team_rank();
          team.team_barrier();
          Kokkos::single(Kokkos::PerTeam(team), [&]() {
            double sum = 0;
            for (int j = 0; j < M; ++j) sum += a(t, j);
            s(t) = sum;
          });
        });
  }
  Kokkos::finalize();
  return 0;
}
