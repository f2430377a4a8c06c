// Issue 30 (ExaMiniMD's sna_impl.hpp, included through modules_force.h by every source file):
// team helpers in a header that main.cpp includes without calling them, and one that no kernel
// calls at all. Every includer lowers the helpers it finds by their signature, as sums.cpp's
// kernel calls make it lower them, so the header reads the same from both (main.cpp's
// translation took their team calls for host code before: KT1006).
#pragma once
#include <Kokkos_Core.hpp>

using member_type = Kokkos::TeamPolicy<>::member_type;

// The largest value of row r, on every thread of the team.
KOKKOS_INLINE_FUNCTION
double row_max(const member_type &team, const Kokkos::View<double **> &a, const int r) {
  double m = 0;
  Kokkos::parallel_reduce(
      Kokkos::TeamThreadRange(team, (int)a.extent(1)),
      [&](const int c, double &v) { v = a(r, c) > v ? a(r, c) : v; }, Kokkos::Max<double>(m));
  return m;
}

// Called by no kernel: lowered alike by every includer.
KOKKOS_INLINE_FUNCTION
int twice_rank(const member_type &team) { return 2 * team.team_rank() + team.league_rank(); }

struct Cols {
  Kokkos::View<double **> a;
  KOKKOS_INLINE_FUNCTION double col_sum(const member_type &team, int c) const;
};

KOKKOS_INLINE_FUNCTION double Cols::col_sum(const member_type &team, int c) const {
  double s = 0;
  Kokkos::parallel_reduce(
      Kokkos::TeamThreadRange(team, (int)a.extent(0)), [&](const int r, double &v) { v += a(r, c); },
      s);
  return s;
}

double max_and_sums(int nrows, int ncols); // sums.cpp
