#include "helpers.hpp"

double max_and_sums(int nrows, int ncols) {
  Kokkos::View<double **> a("a", nrows, ncols);
  Kokkos::parallel_for(
      Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {nrows, ncols}),
      KOKKOS_LAMBDA(const int r, const int c) { a(r, c) = 0.5 * ((r * 5 + c * 3) % 13) - 1; });
  Cols cols{a};
  double total = 0;
  Kokkos::parallel_reduce(
      Kokkos::TeamPolicy<>(nrows, Kokkos::AUTO),
      KOKKOS_LAMBDA(const member_type &team, double &acc) {
        const int r = team.league_rank();
        const double m = row_max(team, a, r);
        const double s = r < ncols ? cols.col_sum(team, r) : 0.0;
        Kokkos::single(Kokkos::PerTeam(team), [&]() { acc += m * (r + 1) + s; });
      },
      total);
  return total;
}
