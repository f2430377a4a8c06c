// functor_join_uses_members: a functor's own join() or init() that uses the functor's members
// (Kokkos calls them on the functor's copy), over a RangePolicy, an MDRangePolicy and a TeamPolicy.
//
// Covers: a sum modulo a member (join uses `mod`, init the identity 0); a maximum whose init
// starts from a member floor (below every value, so the result does not depend on how many
// partials the backend makes); a struct value_type whose join keeps the entry nearest to a
// member target; a final() that uses a member; a reducer class whose join uses its member, over a
// range, an MDRange and a TeamPolicy (each team thread its own value; one of them adds), one
// constructed with a Kokkos name in its arguments; results into a variable and a rank-0 View;
// an empty range; the accumulator spelled `value_type &` and `double &`.
#include <Kokkos_Core.hpp>
#include <cstdio>

struct SumMod {
  using value_type = long;
  long mod;
  Kokkos::View<long *> x;
  KOKKOS_INLINE_FUNCTION void operator()(int i, value_type &s) const { s = (s + x(i)) % mod; }
  KOKKOS_INLINE_FUNCTION void join(value_type &d, const value_type &s) const { d = (d + s) % mod; }
  KOKKOS_INLINE_FUNCTION void init(value_type &v) const { v = 0; }
};

struct MaxFrom {
  using value_type = double;
  double floor_;
  double scale;
  Kokkos::View<double **> a;
  KOKKOS_INLINE_FUNCTION void operator()(int i, int j, double &m) const {
    if (a(i, j) > m) m = a(i, j);
  }
  KOKKOS_INLINE_FUNCTION void join(double &d, const double &s) const {
    if (s > d) d = s;
  }
  KOKKOS_INLINE_FUNCTION void init(double &v) const { v = floor_; }
  KOKKOS_INLINE_FUNCTION void final(double &v) const { v *= scale; }
};

struct Nearest {
  struct value_type {
    double dist;
    int index;
  };
  double target;
  Kokkos::View<double *> x;
  KOKKOS_INLINE_FUNCTION void operator()(int i, value_type &v) const {
    const double d = x(i) > target ? x(i) - target : target - x(i);
    if (d < v.dist || (d == v.dist && i < v.index)) {
      v.dist = d;
      v.index = i;
    }
  }
  KOKKOS_INLINE_FUNCTION void join(value_type &d, const value_type &s) const {
    if (s.dist < d.dist || (s.dist == d.dist && s.index < d.index)) d = s;
  }
  KOKKOS_INLINE_FUNCTION void init(value_type &v) const {
    v.dist = 1e300;
    v.index = -1;
  }
};

// Over a TeamPolicy: each team thread's own value, as in Kokkos; one thread of a team adds.
struct TeamSumMod {
  using value_type = long;
  long mod;
  Kokkos::View<long *> x;
  KOKKOS_INLINE_FUNCTION void operator()(const Kokkos::TeamPolicy<>::member_type &t, long &s) const {
    Kokkos::single(Kokkos::PerTeam(t), [&]() { s = (s + x(t.league_rank())) % mod; });
  }
  KOKKOS_INLINE_FUNCTION void join(long &d, const long &s) const { d = (d + s) % mod; }
  KOKKOS_INLINE_FUNCTION void init(long &v) const { v = 0; }
};

// A reducer class of the program's own whose join uses a member (Kokkos' reducer concept).
struct ModSum {
  using reducer = ModSum;
  using value_type = long;
  using result_view_type = Kokkos::View<long, Kokkos::HostSpace, Kokkos::MemoryUnmanaged>;
  value_type *ref;
  long mod;
  KOKKOS_INLINE_FUNCTION ModSum(value_type &r, long m) : ref(&r), mod(m) {}
  KOKKOS_INLINE_FUNCTION void join(value_type &d, const value_type &s) const { d = (d + s) % mod; }
  KOKKOS_INLINE_FUNCTION void init(value_type &v) const { v = 0; }
  KOKKOS_INLINE_FUNCTION value_type &reference() const { return *ref; }
  result_view_type view() const { return result_view_type(ref); }
  KOKKOS_INLINE_FUNCTION bool references_scalar() const { return true; }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 200000;
    Kokkos::View<long *> x("x", n);
    Kokkos::View<double *> y("y", n);
    Kokkos::View<double **> a("a", 300, 200);
    Kokkos::parallel_for(
        n, KOKKOS_LAMBDA(int i) {
          x(i) = (i * 7919L) % 100003;
          y(i) = 0.001 * ((i * 37) % 10007) - 3.5;
        });
    Kokkos::parallel_for(
        Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {300, 200}),
        KOKKOS_LAMBDA(int i, int j) { a(i, j) = -1.0 - ((i * 31 + j * 17) % 1009) * 0.01; });

    long s = -1, e = -1;
    Kokkos::parallel_reduce(n, SumMod{1000003, x}, s);
    Kokkos::parallel_reduce(Kokkos::RangePolicy<>(5, 5), SumMod{1000003, x}, e);
    Kokkos::View<long> sv("sv");
    Kokkos::parallel_reduce(n, SumMod{97, x}, sv);
    long h = 0;
    Kokkos::deep_copy(h, sv);

    double m = 0;
    Kokkos::parallel_reduce(Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {300, 200}),
                            MaxFrom{-1e9, 2.0, a}, m);
    Nearest::value_type near;
    Kokkos::parallel_reduce(n, Nearest{1.2345, y}, near);
    long r = -1, rm = -1;
    Kokkos::parallel_reduce(
        n, KOKKOS_LAMBDA(int i, long &v) { v = (v + x(i)) % 1000033; }, ModSum(r, Kokkos::pair<long, long>(1000033, 0).first));
    Kokkos::parallel_reduce(
        Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {300, 200}),
        KOKKOS_LAMBDA(int i, int j, long &v) { v = (v + i * 1000 + j) % 9973; }, ModSum(rm, 9973));
    long rt = -1, rr = -1;
    Kokkos::parallel_reduce(Kokkos::TeamPolicy<>(5000, Kokkos::AUTO), TeamSumMod{1000033, x}, rt);
    Kokkos::parallel_reduce(
        Kokkos::TeamPolicy<>(5000, Kokkos::AUTO),
        KOKKOS_LAMBDA(const Kokkos::TeamPolicy<>::member_type &t, long &v) {
          Kokkos::single(Kokkos::PerTeam(t), [&]() { v = (v + x(t.league_rank())) % 9973; });
        },
        ModSum(rr, 9973));
    printf("reducer %ld %ld team %ld %ld\n", r, rm, rt, rr);
    printf("summod %ld empty %ld view %ld max %.6f nearest %d %.6f\n", s, e, h, m, near.index,
           near.dist);
  }
  Kokkos::finalize();
  return 0;
}
