// reduction_untouched_value: reductions whose body never changes the reduction value (after
// optimisation), as in Kokkos' own unit tests, where a kernel checks at compile time and
// reduces an error count nothing increments. The result is the reducer's identity (with the
// initial value a functor's init gives). Kernels run on several gangs and on one.
//
// Covers: parallel_reduce over a RangePolicy with an unnamed value parameter (one index and
// many), a named one the body only reads, an MDRangePolicy, a TeamPolicy whose team code does not
// touch the value, and nested TeamThreadRange, ThreadVectorRange and TeamVectorRange reductions
// whose bodies do not touch theirs; sum, max and min, over int, long and double.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class T>
KOKKOS_INLINE_FUNCTION void take_by_value(T) {}

struct Check {  // a functor whose reduction value is unnamed
  Kokkos::View<int*> v;
  KOKKOS_INLINE_FUNCTION void operator()(int i, int&) const { take_by_value(v(i)); }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100000;
    Kokkos::View<int*> v("v", n);
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(int i) { v(i) = i % 7; });

    int e1 = -1, e2 = -1;
    Kokkos::parallel_reduce(Kokkos::RangePolicy<>(0, 1), Check{v}, e1);
    Kokkos::parallel_reduce(Kokkos::RangePolicy<>(0, n), Check{v}, e2);
    long e3 = -1;
    Kokkos::parallel_reduce(
        n, KOKKOS_LAMBDA(int i, long& e) { take_by_value(v(i) + e); }, e3);
    double m = -1;
    Kokkos::parallel_reduce(
        n, KOKKOS_LAMBDA(int i, double& x) { (void)i; (void)x; }, Kokkos::Max<double>(m));
    int md = -1;
    Kokkos::parallel_reduce(
        Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {300, 200}),
        KOKKOS_LAMBDA(int i, int j, int& e) { take_by_value(i + j); }, md);
    printf("range %d %d %ld %g mdrange %d\n", e1, e2, e3, m, md);

    using team_t = Kokkos::TeamPolicy<>::member_type;
    const int league = 64;
    int teamv = -1;
    Kokkos::parallel_reduce(
        Kokkos::TeamPolicy<>(league, Kokkos::AUTO),
        KOKKOS_LAMBDA(const team_t& t, int& e) { take_by_value(t.league_rank()); }, teamv);
    Kokkos::View<long*> th("th", league), ve("ve", league), tv("tv", league);
    Kokkos::View<double*> mn("mn", league);
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(league, Kokkos::AUTO, 8), KOKKOS_LAMBDA(const team_t& t) {
          const int l = t.league_rank();
          long a = -1, b = -1, c = -1;
          double d = -1;
          Kokkos::parallel_reduce(
              Kokkos::TeamThreadRange(t, 1000), [&](int i, long& s) { take_by_value(i); }, a);
          Kokkos::parallel_reduce(
              Kokkos::TeamThreadRange(t, 1000),
              [&](int i, long& s) {
                long w = -1;
                Kokkos::parallel_reduce(
                    Kokkos::ThreadVectorRange(t, 50), [&](int k, long& z) { take_by_value(k); }, w);
                s += w;
              },
              b);
          Kokkos::parallel_reduce(
              Kokkos::TeamVectorRange(t, 777), [&](int i, long& s) { take_by_value(i); }, c);
          Kokkos::parallel_reduce(
              Kokkos::TeamThreadRange(t, 300), [&](int i, double& x) { take_by_value(i); },
              Kokkos::Min<double>(d));
          Kokkos::single(Kokkos::PerTeam(t), [&]() {
            th(l) = a;
            ve(l) = b;
            tv(l) = c;
            mn(l) = d;
          });
        });
    auto hth = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), th);
    auto hve = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), ve);
    auto htv = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), tv);
    auto hmn = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), mn);
    long sth = 0, sve = 0, stv = 0;
    double smn = 0;
    for (int l = 0; l < league; ++l) {
      sth += hth(l);
      sve += hve(l);
      stv += htv(l);
      smn += hmn(l) > 1e300 ? 1 : 0;
    }
    printf("team %d nested %ld %ld %ld min-identity %g of %d\n", teamv, sth, sve, stv, smn, league);
  }
  Kokkos::finalize();
  return 0;
}
