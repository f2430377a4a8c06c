// A constructor taking the team member (issue 30: ExaMiniMD's SNAP force builds
// `SNA my_sna(sna, team)` in its team operator, and the constructor hands the member to member
// team helpers that set up the object). The constructor is a team helper: it receives the
// lowered team context in place of the member, as the member functions it calls do, and its
// declaration in the class is replaced too. The translator refused it (KT1014: the member "is
// copied or bound to another name").
#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

struct RowView {
  Kokkos::View<double **> a;
  int row, ncols;
  double scale;

  RowView() = default;
  KOKKOS_INLINE_FUNCTION RowView(const RowView &base, const member_type &team);
  KOKKOS_INLINE_FUNCTION double sum(const member_type &team) const;

private:
  KOKKOS_INLINE_FUNCTION double first_max(const member_type &team) const;
};

// A copy of base for the team's row, scaled by the row's largest value.
KOKKOS_INLINE_FUNCTION RowView::RowView(const RowView &base, const member_type &team)
    : a(base.a), ncols(base.ncols) {
  row = team.league_rank();
  scale = 1.0 / first_max(team);
}

KOKKOS_INLINE_FUNCTION double RowView::first_max(const member_type &team) const {
  double m = 0;
  Kokkos::parallel_reduce(
      Kokkos::TeamThreadRange(team, ncols),
      [&](const int c, double &v) { v = a(row, c) > v ? a(row, c) : v; }, Kokkos::Max<double>(m));
  return m;
}

KOKKOS_INLINE_FUNCTION double RowView::sum(const member_type &team) const {
  double s = 0;
  Kokkos::parallel_reduce(
      Kokkos::TeamThreadRange(team, ncols), [&](const int c, double &v) { v += a(row, c); }, s);
  return s * scale;
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int nrows = 45, ncols = 70;
    RowView base;
    base.a = Kokkos::View<double **>("a", nrows, ncols);
    base.row = 0;
    base.ncols = ncols;
    base.scale = 1.0;
    Kokkos::parallel_for(
        Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {nrows, ncols}),
        KOKKOS_LAMBDA(const int r, const int c) { base.a(r, c) = 1.0 + (r * 7 + c * 3) % 11; });
    double total = 0;
    Kokkos::parallel_reduce(
        Kokkos::TeamPolicy<>(nrows, Kokkos::AUTO),
        KOKKOS_LAMBDA(const member_type &team, double &acc) {
          RowView mine(base, team);
          const double s = mine.sum(team);
          Kokkos::single(Kokkos::PerTeam(team), [&]() { acc += s * (mine.row + 1); });
        },
        total);
    std::printf("total %.6f\n", total);
  }
  Kokkos::finalize();
}
