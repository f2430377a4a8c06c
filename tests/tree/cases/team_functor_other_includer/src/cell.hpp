// Issue 30 (ExaMiniMD's force_lj_cell.h): a team functor in a header that two files include and
// only cell.cpp dispatches. main.cpp's translation refused its nested TeamThreadRange loops
// (KT1006: taken for main.cpp's host code) where cell.cpp's stubbed the operator(); each
// includer now stubs the team operator alike, so the header reads the same from both.
#pragma once
#include <Kokkos_Core.hpp>

struct CellSum {
  struct TagRows {};
  struct TagCols {};
  using policy_rows = Kokkos::TeamPolicy<TagRows>;
  Kokkos::View<const double **> a;
  Kokkos::View<double *> rows, cols;
  int nrows, ncols;

  KOKKOS_INLINE_FUNCTION
  void operator()(TagRows, const typename policy_rows::member_type &team) const {
    const int r = team.league_rank();
    double s = 0;
    Kokkos::parallel_reduce(
        Kokkos::TeamThreadRange(team, ncols), [&](const int c, double &v) { v += a(r, c); }, s);
    Kokkos::single(Kokkos::PerTeam(team), [&]() { rows(r) = s; });
  }
  KOKKOS_INLINE_FUNCTION
  void operator()(TagCols, const Kokkos::TeamPolicy<TagCols>::member_type &team) const {
    const int c = team.league_rank();
    double s = 0;
    Kokkos::parallel_reduce(
        Kokkos::TeamThreadRange(team, nrows), [&](const int r, double &v) { v += a(r, c); }, s);
    Kokkos::single(Kokkos::PerTeam(team), [&]() { cols(c) = s; });
  }
};

double cell_sums(int nrows, int ncols);
