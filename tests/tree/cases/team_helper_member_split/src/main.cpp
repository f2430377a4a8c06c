#include <Kokkos_Core.hpp>
#include <cstdio>

#include "rows.hpp"

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int nrows = 45, ncols = 70;
    Rows rows(Kokkos::View<double **>("a", nrows, ncols), ncols);
    Kokkos::parallel_for(
        Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {nrows, ncols}),
        KOKKOS_LAMBDA(const int r, const int c) { rows.a(r, c) = 1.0 + (r * 7 + c * 3) % 11; });
    Kokkos::View<double *> sums("sums", nrows);
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(nrows, Kokkos::AUTO),
        KOKKOS_LAMBDA(const Kokkos::TeamPolicy<>::member_type &team) {
          const int r = team.league_rank();
          const double s = rows.row_sum(team, r);
          Kokkos::single(Kokkos::PerTeam(team), [&]() { sums(r) = s; });
          rows.scale_row(team, r, 2.0);
        });
    double check = 0;
    Kokkos::parallel_reduce(
        Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {nrows, ncols}),
        KOKKOS_LAMBDA(const int r, const int c, double &v) {
          v += rows.a(r, c) * (c + 1) + (c == 0 ? sums(r) : 0.0);
        },
        check);
    std::printf("check %.6f\n", check);
  }
  Kokkos::finalize();
}
