// user_reducer: reducer classes of the program's own (Kokkos' reducer concept: `using reducer`
// naming the class, value_type, join, init, reference(), view()) as a reduction's result.
//
// Covers: a reducer constructed at the dispatch from a variable (top level, nested over
// TeamThreadRange and ThreadVectorRange; team_reduce_loc has it in team_reduce), a reducer
// held in a variable, a class
// template reducer, a reducer whose value_type is a struct of the program's (sum and count),
// and a reducer without init() (its value is value-initialised). Every result is exact: maxima
// of absolute values, and sums of small integers in double.

#include <Kokkos_Core.hpp>
#include <cstdio>

struct MaxAbs {
  using reducer = MaxAbs;
  using value_type = double;
  using result_view_type = Kokkos::View<double, Kokkos::HostSpace, Kokkos::MemoryUnmanaged>;
  value_type &ref;
  KOKKOS_INLINE_FUNCTION MaxAbs(value_type &r) : ref(r) {}
  KOKKOS_INLINE_FUNCTION void join(value_type &dst, const value_type &src) const {
    if (src > dst) dst = src;
  }
  KOKKOS_INLINE_FUNCTION void init(value_type &v) const { v = 0.0; }
  KOKKOS_INLINE_FUNCTION value_type &reference() const { return ref; }
  KOKKOS_INLINE_FUNCTION result_view_type view() const { return result_view_type(&ref); }
  KOKKOS_INLINE_FUNCTION bool references_scalar() const { return true; }
};

// The smallest value and how often it occurs.
template <class Scalar>
struct CountedMin {
  struct Value {
    Scalar v;
    int count;
  };
  using reducer = CountedMin;
  using value_type = Value;
  using result_view_type = Kokkos::View<Value, Kokkos::HostSpace, Kokkos::MemoryUnmanaged>;
  value_type &ref;
  KOKKOS_INLINE_FUNCTION CountedMin(value_type &r) : ref(r) {}
  KOKKOS_INLINE_FUNCTION void join(value_type &dst, const value_type &src) const {
    if (src.v < dst.v) {
      dst = src;
    } else if (src.v == dst.v) {
      dst.count += src.count;
    }
  }
  KOKKOS_INLINE_FUNCTION void init(value_type &x) const {
    x.v = 1e300;
    x.count = 0;
  }
  KOKKOS_INLINE_FUNCTION value_type &reference() const { return ref; }
  KOKKOS_INLINE_FUNCTION result_view_type view() const { return result_view_type(&ref); }
  KOKKOS_INLINE_FUNCTION bool references_scalar() const { return true; }
};

// A sum whose identity is value-initialisation (no init()).
struct PlainSum {
  using reducer = PlainSum;
  using value_type = long;
  using result_view_type = Kokkos::View<long, Kokkos::HostSpace, Kokkos::MemoryUnmanaged>;
  value_type &ref;
  KOKKOS_INLINE_FUNCTION PlainSum(value_type &r) : ref(r) {}
  KOKKOS_INLINE_FUNCTION void join(value_type &dst, const value_type &src) const { dst += src; }
  KOKKOS_INLINE_FUNCTION value_type &reference() const { return ref; }
  KOKKOS_INLINE_FUNCTION result_view_type view() const { return result_view_type(&ref); }
  KOKKOS_INLINE_FUNCTION bool references_scalar() const { return true; }
};

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 200, m = 37;
    Kokkos::View<double **> a("a", n, m);
    Kokkos::parallel_for("fill", n * m, KOKKOS_LAMBDA(const int k) {
      a(k / m, k % m) = ((k * 7919) % 101) - 50.0;
    });

    double top = -1;
    Kokkos::parallel_reduce("top", n * m, KOKKOS_LAMBDA(const int k, double &v) {
      const double x = a(k / m, k % m);
      const double ax = x < 0 ? -x : x;
      if (ax > v) v = ax;
    }, MaxAbs(top));
    printf("top max abs %.1f\n", top);

    CountedMin<double>::value_type low;
    CountedMin<double> lowest(low);
    Kokkos::parallel_reduce("lowest", Kokkos::RangePolicy<>(0, n * m),
                            KOKKOS_LAMBDA(const int k, CountedMin<double>::value_type &v) {
      const double x = a(k / m, k % m);
      if (x < v.v) {
        v.v = x;
        v.count = 1;
      } else if (x == v.v) {
        v.count += 1;
      }
    }, lowest);
    printf("lowest %.1f count %d\n", low.v, low.count);

    long total = -7;
    Kokkos::parallel_reduce("plain", n, KOKKOS_LAMBDA(const int i, long &s) { s += i % 13; },
                            PlainSum(total));
    printf("plain sum %ld\n", total);

    Kokkos::View<double *> rowmax("rowmax", n), lanemax("lanemax", n);
    Kokkos::View<int *> rowlow("rowlow", n);
    Kokkos::parallel_for("rows", Kokkos::TeamPolicy<>(n, Kokkos::AUTO, 4),
                         KOKKOS_LAMBDA(const member_type &team) {
      const int r = team.league_rank();
      double mx = 0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, m), [&](const int j, double &v) {
        const double x = a(r, j) < 0 ? -a(r, j) : a(r, j);
        if (x > v) v = x;
      }, MaxAbs(mx));
      CountedMin<double>::value_type cm;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, m),
                              [&](const int j, CountedMin<double>::value_type &v) {
        if (a(r, j) < v.v) {
          v.v = a(r, j);
          v.count = 1;
        } else if (a(r, j) == v.v) {
          v.count += 1;
        }
      }, CountedMin<double>(cm));
      double lm = 0;
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, 1), [&](const int) {
        Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(team, m), [&](const int j, double &v) {
          const double x = a(r, j) * (j % 3 == 0 ? 2.0 : 1.0);
          const double ax = x < 0 ? -x : x;
          if (ax > v) v = ax;
        }, MaxAbs(lm));
        Kokkos::single(Kokkos::PerThread(team), [&]() { lanemax(r) = lm; });
      });
      Kokkos::single(Kokkos::PerTeam(team), [&]() {
        rowmax(r) = mx;
        rowlow(r) = cm.count;
      });
    });
    auto h1 = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), rowmax);
    auto h2 = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), lanemax);
    auto h4 = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), rowlow);
    double s1 = 0, s2 = 0;
    long s4 = 0;
    for (int i = 0; i < n; ++i) {
      s1 += h1(i) * (i + 1);
      s2 += h2(i) * (i + 1);
      s4 += h4(i) * (i + 1);
    }
    printf("rows: thread max %.1f vector max %.1f min counts %ld\n", s1, s2, s4);
  }
  Kokkos::finalize();
}
