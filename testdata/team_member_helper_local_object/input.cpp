// Team helpers that are member functions (issue 30: ExaMiniMD's SNA::compute_ui and the like
// take the team member): one defined in its class, one outside it, called on a lambda's
// capture (rows.row_sum(team, r)) and on an object a functor's team operator() builds, as
// ExaMiniMD's `SNA my_sna(...)`. Not on OpenACC: GCC 12 takes `routine worker` only at file
// scope, so not for a member defined in its class (team_member_function_helpers has them
// outside; KT1021).
#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

struct Rows {
  Kokkos::View<double **> a;
  int ncols;

  // The sum of row r, on every thread of the team.
  KOKKOS_INLINE_FUNCTION double row_sum(const member_type &team, const int r) const {
    double s = 0;
    Kokkos::parallel_reduce(
        Kokkos::TeamThreadRange(team, ncols), [&](const int c, double &v) { v += a(r, c); }, s);
    return s;
  }
  KOKKOS_INLINE_FUNCTION void scale_row(const member_type &team, int r, double f) const;
};

// Multiplies row r by f, after every thread has read it.
KOKKOS_INLINE_FUNCTION void Rows::scale_row(const member_type &team, int r, double f) const {
  team.team_barrier();
  Kokkos::parallel_for(Kokkos::TeamThreadRange(team, ncols), [&](const int c) { a(r, c) *= f; });
}

struct Normalise {
  Kokkos::View<double **> a;
  int ncols;
  Kokkos::View<double *> norms;

  KOKKOS_INLINE_FUNCTION void operator()(const member_type &team) const {
    const int r = team.league_rank();
    const Rows rows{a, ncols};
    const double s = rows.row_sum(team, r);
    Kokkos::single(Kokkos::PerTeam(team), [&]() { norms(r) = s; });
    rows.scale_row(team, r, 1.0 / s);
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int nrows = 45, ncols = 70;
    Rows rows{Kokkos::View<double **>("a", nrows, ncols), ncols};
    Kokkos::parallel_for(
        Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {nrows, ncols}),
        KOKKOS_LAMBDA(const int r, const int c) { rows.a(r, c) = 1.0 + (r * 7 + c * 3) % 11; });
    Kokkos::View<double *> sums("sums", nrows);
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(nrows, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type &team) {
          const int r = team.league_rank();
          const double s = rows.row_sum(team, r);
          Kokkos::single(Kokkos::PerTeam(team), [&]() { sums(r) = s; });
          rows.scale_row(team, r, 2.0);
        });
    Normalise f{rows.a, ncols, Kokkos::View<double *>("norms", nrows)};
    Kokkos::parallel_for(Kokkos::TeamPolicy<>(nrows, Kokkos::AUTO), f);
    double check = 0;
    Kokkos::parallel_reduce(
        Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {nrows, ncols}),
        KOKKOS_LAMBDA(const int r, const int c, double &v) {
          v += rows.a(r, c) * (c + 1) + (c == 0 ? sums(r) + f.norms(r) * (r + 1) : 0.0);
        },
        check);
    std::printf("check %.6f\n", check);
  }
  Kokkos::finalize();
}
