// team_md_ranges: the nested multidimensional ranges of Kokkos 4 inside team kernels:
// TeamThreadMDRange, ThreadVectorMDRange and TeamVectorMDRange with Rank<2..4> (explicit
// directions too, and the deduced Rank of `TeamThreadMDRange(team, n0, n1)`), parallel_for and
// parallel_reduce (a sum into a scalar: Kokkos assigns it), written in the dispatch or held in a
// local variable, nested in a TeamThreadRange, from a lambda and a functor, over a lambda and a
// functor object (Weight, called with the indices and the accumulator). Kokkos 3 has none of
// them: under KOKKOS_VERSION < 40000 the same sums come from nested TeamThreadRange /
// ThreadVectorRange loops, so the reference (Kokkos 3.4) prints the same numbers.
#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

struct Fill4 {
  Kokkos::View<long ****> v;
  int n1, n2, n3;
  KOKKOS_INLINE_FUNCTION void operator()(const member_type &team) const {
    const int l = team.league_rank();
#if KOKKOS_VERSION >= 40000
    Kokkos::parallel_for(
        Kokkos::TeamVectorMDRange<Kokkos::Rank<3, Kokkos::Iterate::Left>, member_type>(team, n1, n2, n3),
        [&](int i, int j, int k) { v(l, i, j, k) = 1000 * l + 100 * i + 10 * j + k; });
#else
    Kokkos::parallel_for(Kokkos::TeamThreadRange(team, n1), [&](int i) {
      for (int j = 0; j < n2; ++j)
        Kokkos::parallel_for(Kokkos::ThreadVectorRange(team, n3),
                             [&](int k) { v(l, i, j, k) = 1000 * l + 100 * i + 10 * j + k; });
    });
#endif
  }
};

struct Weight {
  double w;
  KOKKOS_INLINE_FUNCTION void operator()(int i, int j, double &v) const { v += w * (i + 2 * j); }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int league = 6, n0 = 7, n1 = 5, n2 = 3;
    Kokkos::View<double ***> a("a", league, n0, n1);
    Kokkos::View<double *> rows("rows", league), cols("cols", league), cube("cube", league);

    // TeamThreadMDRange<Rank<2>>: every (i, j) of the team's block, once.
    Kokkos::parallel_for("fill", Kokkos::TeamPolicy<>(league, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type &team) {
      const int l = team.league_rank();
#if KOKKOS_VERSION >= 40000
      Kokkos::parallel_for(Kokkos::TeamThreadMDRange<Kokkos::Rank<2>, member_type>(team, n0, n1),
                           [&](int i, int j) { a(l, i, j) = 100 * l + 10 * i + j; });
#else
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, n0), [&](int i) {
        for (int j = 0; j < n1; ++j)
          a(l, i, j) = 100 * l + 10 * i + j;
      });
#endif
    });

    // A reduction over a deduced-rank TeamThreadMDRange held in a local variable, and one over
    // ThreadVectorMDRange<Rank<2, Right, Right>> inside a TeamThreadRange.
    Kokkos::parallel_for("sums", Kokkos::TeamPolicy<>(league, Kokkos::AUTO, 4), KOKKOS_LAMBDA(const member_type &team) {
      const int l = team.league_rank();
      double s = 0;
#if KOKKOS_VERSION >= 40000
      auto block = Kokkos::TeamThreadMDRange(team, n0, n1);
      Kokkos::parallel_reduce(block, [&](int i, int j, double &v) { v += a(l, i, j) * (i + 1); }, s);
#else
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, n0), [&](int i, double &v) {
        for (int j = 0; j < n1; ++j)
          v += a(l, i, j) * (i + 1);
      }, s);
#endif
      Kokkos::single(Kokkos::PerTeam(team), [&]() { rows(l) = s; });
      double c = 0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, n2), [&](int k, double &out) {
        double t = 0;
#if KOKKOS_VERSION >= 40000
        Kokkos::parallel_reduce(
            Kokkos::ThreadVectorMDRange<Kokkos::Rank<2, Kokkos::Iterate::Right, Kokkos::Iterate::Right>, member_type>(team, n0, n1),
            [&](int i, int j, double &v) { v += (k + 1) * a(l, i, j) - j; }, t);
#else
        Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(team, n0 * n1), [&](int f, double &v) {
          const int i = f / n1, j = f % n1;
          v += (k + 1) * a(l, i, j) - j;
        }, t);
#endif
        Kokkos::single(Kokkos::PerThread(team), [&]() { out += t; });
      }, c);
      Kokkos::single(Kokkos::PerTeam(team), [&]() { cols(l) = c; });
    });

    // TeamVectorMDRange<Rank<4>> reduction; the functor's TeamVectorMDRange<Rank<3, Left>>.
    Kokkos::View<long ****> v("v", league, n0, n1, n2);
    Kokkos::parallel_for("fill4", Kokkos::TeamPolicy<>(league, Kokkos::AUTO), Fill4{v, n0, n1, n2});
    Kokkos::parallel_for("cube", Kokkos::TeamPolicy<>(league, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type &team) {
      const int l = team.league_rank();
      long s = 0;
#if KOKKOS_VERSION >= 40000
      Kokkos::parallel_reduce(Kokkos::TeamVectorMDRange<Kokkos::Rank<4>, member_type>(team, 2, n0, n1, n2),
                              [&](int h, int i, int j, int k, long &t) { t += (h + 1) * v(l, i, j, k) - h * j; }, s);
#else
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, 2 * n0), [&](int f, long &t) {
        const int h = f / n0, i = f % n0;
        for (int j = 0; j < n1; ++j)
          for (int k = 0; k < n2; ++k)
            t += (h + 1) * v(l, i, j, k) - h * j;
      }, s);
#endif
      double w = 0;
#if KOKKOS_VERSION >= 40000
      Kokkos::parallel_reduce(Kokkos::TeamThreadMDRange(team, n0, n1), Weight{0.5 + l}, w);
#else
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, n0 * n1), [&](int f, double &v) {
        Weight{0.5 + l}(f % n0, f / n0, v);
      }, w);
#endif
      Kokkos::single(Kokkos::PerTeam(team), [&]() { cube(l) = s + w; });
    });

    auto hr = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), rows);
    auto hc = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), cols);
    auto hq = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), cube);
    auto hv = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), v);
    long check = 0;
    for (int l = 0; l < league; ++l)
      for (int i = 0; i < n0; ++i)
        for (int j = 0; j < n1; ++j)
          for (int k = 0; k < n2; ++k)
            check += hv(l, i, j, k) * (1 + (i + j + k) % 3);
    for (int l = 0; l < league; ++l)
      std::printf("team %d rows %.1f cols %.1f cube %.1f\n", l, hr(l), hc(l), hq(l));
    std::printf("fill4 check %ld\n", check);
  }
  Kokkos::finalize();
}
