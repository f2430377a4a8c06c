// Team helpers called below team level (issue 30: ExaMiniMD's SNA::compute_duidrj and
// compute_uarray are called inside a TeamThreadRange, with vector ranges of their own): a free
// function and a member function (defined outside its class) called inside a TeamThreadRange,
// a helper called inside a ThreadVectorRange, and one helper called at team level and inside a
// TeamThreadRange. Each call runs the helper's ranges at the level it is called from, as Kokkos
// does: a ThreadVectorRange inside a helper called in a TeamThreadRange is the thread's lanes.
#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

// Row r of m scaled by f into out, over the calling thread's vector lanes.
KOKKOS_INLINE_FUNCTION
void scale_row(const member_type &t, const Kokkos::View<double **> &m,
               const Kokkos::View<double **> &out, const int r, const double f) {
  Kokkos::parallel_for(Kokkos::ThreadVectorRange(t, (int)m.extent(1)),
                       [&](const int c) { out(r, c) = f * m(r, c); });
}

// The sum of row r of m, over the calling thread's vector lanes.
KOKKOS_INLINE_FUNCTION
double row_sum(const member_type &t, const Kokkos::View<double **> &m, const int r) {
  double s = 0;
  Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(t, (int)m.extent(1)),
                          [&](const int c, double &v) { v += m(r, c); }, s);
  return s;
}

// m(r, c) + 1 for one entry: no range of its own, called inside a vector range.
KOKKOS_INLINE_FUNCTION
double bumped(const member_type &t, const Kokkos::View<double **> &m, const int r, const int c) {
  return m(r, c) + (t.team_size() > 0 ? 1.0 : 0.0);
}

struct Weights {
  Kokkos::View<double *> w;
  KOKKOS_INLINE_FUNCTION double weighted(const member_type &t, const Kokkos::View<double **> &m,
                                         const int r) const;
};

// Row r of m weighted by w, summed over the calling thread's vector lanes.
KOKKOS_INLINE_FUNCTION
double Weights::weighted(const member_type &t, const Kokkos::View<double **> &m,
                         const int r) const {
  double s = 0;
  Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(t, (int)m.extent(1)),
                          [&](const int c, double &v) { v += w(c) * m(r, c); }, s);
  return s;
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int nb = 12, rows = 9, cols = 37;
    Kokkos::View<double **> m("m", nb * rows, cols), out("out", nb * rows, cols);
    Kokkos::View<double *> sums("sums", nb * rows), firsts("firsts", nb);
    Weights wt{Kokkos::View<double *>("w", cols)};
    Kokkos::parallel_for(
        Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {nb * rows, cols}),
        KOKKOS_LAMBDA(const int r, const int c) {
          m(r, c) = 1.0 + (r * 5 + c * 3) % 13;
          if (r == 0)
            wt.w(c) = 0.5 + c % 4;
        });
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(nb, Kokkos::AUTO, 4), KOKKOS_LAMBDA(const member_type &team) {
          const int b = team.league_rank();
          // at team level: the whole team's lanes over the first row
          const double first = row_sum(team, m, b * rows);
          Kokkos::single(Kokkos::PerTeam(team), [&]() { firsts(b) = first; });
          Kokkos::parallel_for(Kokkos::TeamThreadRange(team, rows), [&](const int i) {
            const int r = b * rows + i;
            const double s = row_sum(team, m, r) + wt.weighted(team, m, r);
            Kokkos::single(Kokkos::PerThread(team), [&]() { sums(r) = s; });
            scale_row(team, m, out, r, 1.0 / (1 + i));
            Kokkos::parallel_for(Kokkos::ThreadVectorRange(team, 3), [&](const int c) {
              out(r, c) += bumped(team, m, r, c);
            });
          });
        });
    double check = 0;
    Kokkos::parallel_reduce(
        Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {nb * rows, cols}),
        KOKKOS_LAMBDA(const int r, const int c, double &v) {
          v += out(r, c) * (c + 1) + (c == 0 ? sums(r) * (r % 5 + 1) : 0.0) +
               (c == 0 && r < nb ? firsts(r) * (r + 2) : 0.0);
        },
        check);
    std::printf("check %.6f\n", check);
  }
  Kokkos::finalize();
}
