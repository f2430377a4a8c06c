// Rows' team helpers, defined out of their class (see rows.hpp).
#include "rows.hpp"

// Defined before its callers: on OpenACC, a member helper's `routine` comes with its definition.
KOKKOS_INLINE_FUNCTION
double Rows::weight(const Kokkos::TeamPolicy<>::member_type &team) const {
  return 1.0 + team.league_rank() % 3;
}

// The weighted sum of row r, on every thread of the team.
KOKKOS_INLINE_FUNCTION
double Rows::row_sum(const Kokkos::TeamPolicy<>::member_type &team, const int r) const {
  double s = 0;
  Kokkos::parallel_reduce(
      Kokkos::TeamThreadRange(team, ncols), [&](const int c, double &v) { v += a(r, c); }, s);
  return s * weight(team);
}

// Multiplies row r by f, after every thread has read it.
KOKKOS_INLINE_FUNCTION
void Rows::scale_row(const Kokkos::TeamPolicy<>::member_type &team, int r, double f) const {
  team.team_barrier();
  Kokkos::parallel_for(Kokkos::TeamThreadRange(team, ncols), [&](const int c) { a(r, c) *= f; });
}
