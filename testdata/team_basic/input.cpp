// team_basic: hierarchical parallelism with TeamPolicy and TeamThreadRange.
//
// Covers: TeamPolicy<>(league, Kokkos::AUTO) with labelled and unlabelled
// parallel_for, member_type typedef at global scope, league_rank(),
// league_size(), team_rank(), team_size(), TeamThreadRange parallel_for with
// one bound (team, n) and two bounds (team, b, e), team_barrier(), a [=]
// outer lambda, and a team-level result written by team_rank() == 0.

#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 2048;   // rows = teams
    const int M = 512;    // columns handled by the threads of a team
    Kokkos::View<double**> A("A", L, M);
    Kokkos::View<double**> B("B", L, M);
    Kokkos::View<int*> seen_league("seen_league", L);
    Kokkos::View<int*> bad_rank("bad_rank", L);

    Kokkos::parallel_for("team_fill", Kokkos::TeamPolicy<>(L, Kokkos::AUTO),
                         KOKKOS_LAMBDA(const member_type& team) {
      const int row = team.league_rank();
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, M), [&](const int j) {
        A(row, j) = (row % 16) * 0.5 + (j % 32) * 0.0625;
      });
      // All of A(row, :) must be written before neighbours are read.
      team.team_barrier();
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, 1, M - 1), [&](const int j) {
        B(row, j) = A(row, j - 1) + A(row, j + 1) - A(row, j);
      });
      if (team.team_rank() == 0) {
        seen_league(row) = team.league_size();
        B(row, 0) = A(row, 0);
        B(row, M - 1) = A(row, M - 1);
      }
      if (team.team_rank() < 0 || team.team_rank() >= team.team_size()) bad_rank(row) = 1;
    });

    // Unlabelled team dispatch with a [=] lambda: scale every other row.
    Kokkos::parallel_for(Kokkos::TeamPolicy<>(L / 2, Kokkos::AUTO), [=](const member_type& team) {
      const int row = 2 * team.league_rank() + 1;
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, 0, M), [&](const int j) {
        B(row, j) *= 2.0;
      });
    });

    auto hB = Kokkos::create_mirror_view(B);
    auto hseen = Kokkos::create_mirror_view(seen_league);
    auto hbad = Kokkos::create_mirror_view(bad_rank);
    Kokkos::deep_copy(hB, B);
    Kokkos::deep_copy(hseen, seen_league);
    Kokkos::deep_copy(hbad, bad_rank);

    double sumB = 0.0;
    long long league_ok = 0, nbad = 0;
    for (int r = 0; r < L; ++r) {
      for (int j = 0; j < M; ++j) sumB += hB(r, j) * (1 + j % 3);
      if (hseen(r) == L) ++league_ok;
      nbad += hbad(r);
    }
    printf("sumB %.17g\n", sumB);
    printf("league_ok %lld\n", league_ok);
    printf("bad_rank %lld\n", nbad);
    printf("B_entries %.17g %.17g %.17g %.17g\n", hB(0, 0), hB(1, 1), hB(17, 100), hB(L - 1, M - 1));
  }
  Kokkos::finalize();
  return 0;
}
