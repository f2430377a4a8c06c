// A function that takes the team member and reduces over a TeamThreadRange and a
// ThreadVectorRange with reducer classes of the program's own: their op structs are printed
// before the function (named after it), which the kernel calls.
#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

// The largest magnitude, keeping its sign.
struct MaxAbs {
  using reducer = MaxAbs;
  using value_type = double;
  KOKKOS_INLINE_FUNCTION MaxAbs(value_type &v) : ref(v) {}
  KOKKOS_INLINE_FUNCTION void init(value_type &v) const { v = 0; }
  KOKKOS_INLINE_FUNCTION void join(value_type &dst, const value_type &src) const {
    if ((src < 0 ? -src : src) > (dst < 0 ? -dst : dst)) dst = src;
  }
  KOKKOS_INLINE_FUNCTION value_type &reference() const { return ref; }
  value_type &ref;
};

// Counts and sums in one value.
struct CountSum {
  long n;
  double s;
};
struct Tally {
  using reducer = Tally;
  using value_type = CountSum;
  KOKKOS_INLINE_FUNCTION Tally(value_type &v) : ref(v) {}
  KOKKOS_INLINE_FUNCTION void init(value_type &v) const {
    v.n = 0;
    v.s = 0;
  }
  KOKKOS_INLINE_FUNCTION void join(value_type &dst, const value_type &src) const {
    dst.n += src.n;
    dst.s += src.s;
  }
  KOKKOS_INLINE_FUNCTION value_type &reference() const { return ref; }
  value_type &ref;
};

KOKKOS_INLINE_FUNCTION double row_extreme(const member_type &team, Kokkos::View<const double **> a,
                                          int row) {
  double m = 0;
  Kokkos::parallel_reduce(
      Kokkos::TeamThreadRange(team, (int)a.extent(1)),
      [&](const int j, double &v) {
        if ((a(row, j) < 0 ? -a(row, j) : a(row, j)) > (v < 0 ? -v : v)) v = a(row, j);
      },
      MaxAbs(m));
  return m;
}

KOKKOS_INLINE_FUNCTION CountSum positives(const member_type &team,
                                          Kokkos::View<const double **> a, int row) {
  CountSum t;
  Kokkos::parallel_reduce(
      Kokkos::ThreadVectorRange(team, (int)a.extent(1)),
      [&](const int j, CountSum &v) {
        if (a(row, j) > 0) {
          v.n += 1;
          v.s += a(row, j);
        }
      },
      Tally(t));
  return t;
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int rows = 6, cols = 37;
    Kokkos::View<double **> a("a", rows, cols);
    Kokkos::parallel_for(
        Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {rows, cols}), KOKKOS_LAMBDA(int i, int j) {
          a(i, j) = ((i * 7 + j * 13) % 23) - 11.5 + 0.3 * i;
        });
    Kokkos::View<double *[3]> out("out", rows);
    Kokkos::View<const double **> ac = a;
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(rows, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type &team) {
          const int r = team.league_rank();
          const double m = row_extreme(team, ac, r);
          const CountSum t = positives(team, ac, r);
          Kokkos::single(Kokkos::PerTeam(team), [&]() {
            out(r, 0) = m;
            out(r, 1) = t.n;
            out(r, 2) = t.s;
          });
        });
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), out);
    for (int r = 0; r < rows; ++r)
      printf("row %d: extreme %g, positives %g, sum %g\n", r, h(r, 0), h(r, 1), h(r, 2));
  }
  Kokkos::finalize();
}
