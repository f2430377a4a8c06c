// team_nested_reduce: reductions nested inside a team kernel.
//
// Covers: parallel_reduce over TeamThreadRange(team, n) into a double,
// over TeamThreadRange(team, b, e), with a Kokkos::Max<double>(m) and a
// Kokkos::Min<double>(m) reducer inside the team, an outer TeamPolicy
// parallel_for storing per-row results, and an outer TeamPolicy
// parallel_reduce adding each team's result exactly once with
// Kokkos::single(Kokkos::PerTeam(team), ...).

#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 2000, M = 600;
    Kokkos::View<double**> A("A", L, M);
    Kokkos::View<double*> x("x", M);
    Kokkos::View<double*> y("y", L);
    Kokkos::View<double*> rowmax("rowmax", L);
    Kokkos::View<double*> rowmin("rowmin", L);

    Kokkos::parallel_for("fill_x", M, KOKKOS_LAMBDA(const int j) { x(j) = 1.0 + (j % 3) * 0.5; });
    Kokkos::parallel_for("fill_A", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {L, M}),
                         KOKKOS_LAMBDA(const int i, const int j) {
      A(i, j) = ((i * 3 + j * 7) % 23) * 0.125 - 1.0;
    });

    // y = A x, one team per row; also the per-row max and min.
    Kokkos::parallel_for("matvec", Kokkos::TeamPolicy<>(L, Kokkos::AUTO),
                         KOKKOS_LAMBDA(const member_type& team) {
      const int i = team.league_rank();
      double dot = 0.0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, M), [&](const int j, double& s) {
        s += A(i, j) * x(j);
      }, dot);
      double m = 0.0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, M), [&](const int j, double& mx) {
        if (A(i, j) > mx) mx = A(i, j);
      }, Kokkos::Max<double>(m));
      double lo = 0.0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, 1, M - 1), [&](const int j, double& mn) {
        const double d = A(i, j) - A(i, j - 1);
        if (d < mn) mn = d;
      }, Kokkos::Min<double>(lo));
      // The nested results are available on every thread of the team.
      if (team.team_rank() == 0) {
        y(i) = dot;
        rowmax(i) = m;
        rowmin(i) = lo;
      }
    });

    // Sum over all rows of the partial row sums A(i, 100:500), reduced at the
    // team level and added once per team.
    double total = 0.0;
    Kokkos::parallel_reduce("block_sum", Kokkos::TeamPolicy<>(L, Kokkos::AUTO),
                            KOKKOS_LAMBDA(const member_type& team, double& acc) {
      const int i = team.league_rank();
      double part = 0.0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, 100, 500), [&](const int j, double& s) {
        s += A(i, j);
      }, part);
      Kokkos::single(Kokkos::PerTeam(team), [&]() { acc += part; });
    }, total);

    auto hy = Kokkos::create_mirror_view(y);
    auto hmax = Kokkos::create_mirror_view(rowmax);
    auto hmin = Kokkos::create_mirror_view(rowmin);
    Kokkos::deep_copy(hy, y);
    Kokkos::deep_copy(hmax, rowmax);
    Kokkos::deep_copy(hmin, rowmin);

    double ysum = 0.0, y2 = 0.0, maxsum = 0.0, minsum = 0.0;
    for (int i = 0; i < L; ++i) {
      ysum += hy(i);
      y2 += hy(i) * hy(i);
      maxsum += hmax(i);
      minsum += hmin(i);
    }
    printf("ysum %.17g\n", ysum);
    printf("y2 %.17g\n", y2);
    printf("y_entries %.17g %.17g %.17g\n", hy(0), hy(777), hy(L - 1));
    printf("rowmax_sum %.17g\n", maxsum);
    printf("rowmin_sum %.17g\n", minsum);
    printf("block_total %.17g\n", total);
  }
  Kokkos::finalize();
  return 0;
}
