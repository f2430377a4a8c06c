// nested_scan_reducer: parallel_scan over ThreadVectorRange with a reducer (Kokkos' reducer
// form: the reducer's init and join make the scan).
//
// Covers: a Sum<int> reducer declared as a variable (an exclusive prefix sum per row), a
// Max<double> reducer written in the call (a running maximum, inclusive), a Prod<long> (a
// running product), inside a TeamThreadRange and directly in the team body, and the total
// the reducer's result receives. Every value is an integer or a multiple of 1/4, exact in any
// order.
//
// The total: Kokkos' device backends (CUDA, HIP) write it to the reducer's result; its host
// backends (Serial, OpenMP) leave the result as it was, in 3.4.1 and 4.6.1. The translated
// program (the device-backend branch) prints the reducer's result; the reference build (Serial)
// computes the same totals with an independent nested parallel_reduce instead.

#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

#if defined(KOKKOS_ENABLE_CUDA) || defined(KOKKOS_ENABLE_HIP) || \
    defined(KOKKOS_ENABLE_OPENMPTARGET) || defined(KOKKOS_ENABLE_OPENACC)
#define KT_TOTAL_FROM_REDUCER 1
#endif

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 64, m = 77;
    Kokkos::View<int**> y("y", n, m);
    Kokkos::View<double**> z("z", n, m);
    Kokkos::View<long**> p("p", n, 12);
    Kokkos::View<int*> tot("tot", n);
    Kokkos::View<double*> top("top", n);
    Kokkos::View<long*> prod("prod", n);
    Kokkos::parallel_for("rows", Kokkos::TeamPolicy<>(n / 4, Kokkos::AUTO, 8),
                         KOKKOS_LAMBDA(const member_type& team) {
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, 4), [&](const int k) {
        const int r = team.league_rank() * 4 + k;
        int total = 0;
        Kokkos::Sum<int> red(total);
        Kokkos::parallel_scan(Kokkos::ThreadVectorRange(team, m),
                              [&](const int j, int& acc, const bool final) {
          if (final) y(r, j) = acc;
          acc += (j * 7 + r) % 11;
        }, red);
        double mx = 0;
        Kokkos::parallel_scan(Kokkos::ThreadVectorRange(team, m),
                              [&](const int j, double& acc, const bool final) {
          const double v = ((j * 37 + r * 13) % 101) * 0.25;
          if (v > acc) acc = v;
          if (final) z(r, j) = acc;
        }, Kokkos::Max<double>(mx));
#ifdef KT_TOTAL_FROM_REDUCER
        Kokkos::single(Kokkos::PerThread(team), [&]() {
          tot(r) = total;
          top(r) = mx;
        });
#else
        int t2 = 0;
        Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(team, m),
                                [&](const int j, int& s) { s += (j * 7 + r) % 11; }, t2);
        double m2 = 0;
        Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(team, m), [&](const int j, double& s) {
          const double v = ((j * 37 + r * 13) % 101) * 0.25;
          if (v > s) s = v;
        }, Kokkos::Max<double>(m2));
        Kokkos::single(Kokkos::PerThread(team), [&]() {
          tot(r) = t2;
          top(r) = m2;
        });
#endif
      });
    });
    Kokkos::parallel_for("prods", Kokkos::TeamPolicy<>(n, 1, 4),
                         KOKKOS_LAMBDA(const member_type& team) {
      const int r = team.league_rank();
      long pr = 0;
      Kokkos::parallel_scan(Kokkos::ThreadVectorRange(team, 12),
                            [&](const int j, long& acc, const bool final) {
        acc *= 1 + (j + r) % 3;
        if (final) p(r, j) = acc;
      }, Kokkos::Prod<long>(pr));
#ifndef KT_TOTAL_FROM_REDUCER
      pr = 1;
      for (int j = 0; j < 12; ++j) pr *= 1 + (j + r) % 3;
#endif
      Kokkos::single(Kokkos::PerTeam(team), [&]() { prod(r) = pr; });
    });
    auto hy = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), y);
    auto hz = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), z);
    auto hp = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), p);
    auto ht = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), tot);
    auto hm = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), top);
    auto hq = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), prod);
    long sy = 0, sp = 0, st = 0, sq = 0;
    double sz = 0, sm = 0;
    for (int r = 0; r < n; ++r) {
      for (int j = 0; j < m; ++j) {
        sy += hy(r, j) * (j + 1);
        sz += hz(r, j) * (j % 5 + 1);
      }
      for (int j = 0; j < 12; ++j) sp += hp(r, j) % 1000003;
      st += ht(r) * (r + 1);
      sm += hm(r);
      sq += hq(r) % 1000003;
    }
    std::printf("prefix %ld last %d %d\n", sy, hy(0, m - 1), hy(n - 1, m - 1));
    std::printf("runmax %.2f last %.2f\n", sz, hz(n - 1, m - 1));
    std::printf("runprod %ld last %ld\n", sp, hp(n - 1, 11));
    std::printf("totals %ld max %.2f prod %ld\n", st, sm, sq);
  }
  Kokkos::finalize();
  return 0;
}
