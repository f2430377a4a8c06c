// nested_several_results: a nested parallel_reduce with several results (Kokkos 4's combined
// reducers): one lambda accumulator per result, each result with its own reducer (Sum, Prod,
// Min, Max, or a plain variable: a sum), over TeamThreadRange, ThreadVectorRange and
// TeamVectorRange; and a nested policy held in a local variable (`auto range =
// Kokkos::TeamThreadRange(team, n);`), which the dispatches over it use.
// Kokkos 3.4 (the reference) has one result per nested reduction: there each result is
// reduced on its own (KOKKOS_VERSION), which computes the same values.
#include <Kokkos_Core.hpp>
#include <cstdio>

using policy_type = Kokkos::TeamPolicy<>;
using member_type = policy_type::member_type;

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int league = 6, n = 13;
    Kokkos::View<double **> out("out", league, 12);
    Kokkos::parallel_for(
        policy_type(league, Kokkos::AUTO, 4), KOKKOS_LAMBDA(const member_type &team) {
          const int l = team.league_rank();
          auto range = Kokkos::TeamThreadRange(team, n);
          int count = 0, lo = 0, hi = 0;
          double half = 0;
#if KOKKOS_VERSION >= 40000
          Kokkos::parallel_reduce(
              range,
              [=](const int i, int &c, double &h, int &mn, int &mx) {
                c += 1;
                h += 0.5 * (i + l);
                mn = mn < (i * 7 + l) % 11 ? mn : (i * 7 + l) % 11;
                mx = mx > (i * 5 + l) % 17 ? mx : (i * 5 + l) % 17;
              },
              count, Kokkos::Sum<double>(half), Kokkos::Min<int>(lo), Kokkos::Max<int>(hi));
#else
          Kokkos::parallel_reduce(range, [=](const int, int &c) { c += 1; }, count);
          Kokkos::parallel_reduce(range, [=](const int i, double &h) { h += 0.5 * (i + l); }, half);
          Kokkos::parallel_reduce(
              range, [=](const int i, int &mn) { mn = mn < (i * 7 + l) % 11 ? mn : (i * 7 + l) % 11; },
              Kokkos::Min<int>(lo));
          Kokkos::parallel_reduce(
              range, [=](const int i, int &mx) { mx = mx > (i * 5 + l) % 17 ? mx : (i * 5 + l) % 17; },
              Kokkos::Max<int>(hi));
#endif
          // per team thread: a vector reduction with two results
          Kokkos::parallel_for(Kokkos::TeamThreadRange(team, 3), [&](const int t) {
            long prod = 1;
            double sum = 0;
#if KOKKOS_VERSION >= 40000
            Kokkos::parallel_reduce(
                Kokkos::ThreadVectorRange(team, 5),
                [=](const int v, long &p, double &s) {
                  p *= v + t + 1;
                  s += v * 0.25;
                },
                Kokkos::Prod<long>(prod), sum);
#else
            Kokkos::parallel_reduce(
                Kokkos::ThreadVectorRange(team, 5), [=](const int v, long &p) { p *= v + t + 1; },
                Kokkos::Prod<long>(prod));
            Kokkos::parallel_reduce(
                Kokkos::ThreadVectorRange(team, 5), [=](const int v, double &s) { s += v * 0.25; }, sum);
#endif
            Kokkos::single(Kokkos::PerThread(team), [&]() {
              out(l, 4 + 2 * t) = prod;
              out(l, 5 + 2 * t) = sum;
            });
          });
          int tvMax = 0;
          double tvSum = 0;
#if KOKKOS_VERSION >= 40000
          Kokkos::parallel_reduce(
              Kokkos::TeamVectorRange(team, 2 * n),
              [=](const int i, int &m, double &s) {
                m = m > (i * 3 + l) % 23 ? m : (i * 3 + l) % 23;
                s += i;
              },
              Kokkos::Max<int>(tvMax), Kokkos::Sum<double>(tvSum));
#else
          Kokkos::parallel_reduce(
              Kokkos::TeamVectorRange(team, 2 * n),
              [=](const int i, int &m) { m = m > (i * 3 + l) % 23 ? m : (i * 3 + l) % 23; },
              Kokkos::Max<int>(tvMax));
          Kokkos::parallel_reduce(Kokkos::TeamVectorRange(team, 2 * n), [=](const int i, double &s) { s += i; },
                                  tvSum);
#endif
          Kokkos::single(Kokkos::PerTeam(team), [&]() {
            out(l, 0) = count;
            out(l, 1) = half;
            out(l, 2) = lo;
            out(l, 3) = hi;
            out(l, 10) = tvMax;
            out(l, 11) = tvSum;
          });
        });
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), out);
    for (int l = 0; l < league; ++l) {
      std::printf("team %d:", l);
      for (int k = 0; k < 12; ++k) std::printf(" %g", h(l, k));
      std::printf("\n");
    }
  }
  Kokkos::finalize();
  return 0;
}
