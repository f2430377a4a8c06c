// team_outer_reduce: parallel_reduce over a TeamPolicy.
//
// Covers: labelled and unlabelled TeamPolicy parallel_reduce into a host
// double, with a Kokkos::Max<double> reducer and into an int; each team's
// contribution added exactly once (team_rank() == 0 with the default vector
// length, Kokkos::single(PerTeam) with an explicit vector length); nested
// TeamThreadRange + ThreadVectorRange reductions; league_size() in the body.

#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 1500, R = 32, C = 24;
    Kokkos::View<double***> T("T", L, R, C);

    Kokkos::parallel_for("fill", Kokkos::MDRangePolicy<Kokkos::Rank<3>>({0, 0, 0}, {L, R, C}),
                         KOKKOS_LAMBDA(const int l, const int r, const int c) {
      T(l, r, c) = ((l * 5 + r * 3 + c) % 17) * 0.5 - 2.0;
    });

    // Plain sum over all entries: one nested reduction per team, added once.
    double total = 0.0;
    Kokkos::parallel_reduce("total", Kokkos::TeamPolicy<>(L, Kokkos::AUTO),
                            KOKKOS_LAMBDA(const member_type& team, double& acc) {
      const int l = team.league_rank();
      double s = 0.0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, R * C), [&](const int k, double& v) {
        v += T(l, k / C, k % C);
      }, s);
      if (team.team_rank() == 0) acc += s;
    }, total);

    // Largest row sum of squares across all teams, vector length 8.
    double best = 0.0;
    Kokkos::parallel_reduce(Kokkos::TeamPolicy<>(L, Kokkos::AUTO, 8),
                            KOKKOS_LAMBDA(const member_type& team, double& mx) {
      const int l = team.league_rank();
      double team_best = 0.0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, R), [&](const int r, double& tb) {
        double rs = 0.0;
        Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(team, C), [&](const int c, double& v) {
          v += T(l, r, c) * T(l, r, c) * (1.0 + 0.001 * l);
        }, rs);
        if (rs > tb) tb = rs;
      }, Kokkos::Max<double>(team_best));
      Kokkos::single(Kokkos::PerTeam(team), [&]() {
        if (team_best > mx) mx = team_best;
      });
    }, Kokkos::Max<double>(best));

    // Count of teams whose first row sum exceeds 35; uses league_size().
    int positive_rows = 0;
    Kokkos::parallel_reduce("count", Kokkos::TeamPolicy<>(L, Kokkos::AUTO),
                            KOKKOS_LAMBDA(const member_type& team, int& cnt) {
      const int l = team.league_size() - 1 - team.league_rank();
      double s = 0.0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, C), [&](const int c, double& v) {
        v += T(l, 0, c);
      }, s);
      Kokkos::single(Kokkos::PerTeam(team), [&]() {
        if (s > 35.0) cnt += 1;
      });
    }, positive_rows);

    printf("total %.17g\n", total);
    printf("best_row %.17g\n", best);
    printf("positive_rows %d\n", positive_rows);
  }
  Kokkos::finalize();
  return 0;
}
