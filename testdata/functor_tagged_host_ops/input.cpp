// Reductions whose init/join/final run on the host (a functor's own ops that use its members,
// array reductions) dispatched with a work tag: Kokkos calls the forms that take the tag, and
// not the untagged ones. Before: KT1016 for member-using ops and KT1069 for array reductions
// under a tag.
#include <Kokkos_Core.hpp>
#include <cstdio>

struct Mod {};
struct Plain {};

// A sum modulo a member, its join and init taking the tag.
struct SumMod {
  using value_type = long;
  long mod;
  Kokkos::View<long *> x;
  KOKKOS_INLINE_FUNCTION void init(Mod, long &v) const { v = 0; }
  KOKKOS_INLINE_FUNCTION void join(Mod, long &d, const long &s) const { d = (d + s) % mod; }
  KOKKOS_INLINE_FUNCTION void final(Mod, long &v) const { v += mod; }
  KOKKOS_INLINE_FUNCTION void operator()(Mod, const int i, long &v) const { v = (v + x(i)) % mod; }
  KOKKOS_INLINE_FUNCTION void operator()(Mod, const int i, const int j, long &v) const {
    v = (v + x(i) * j) % mod;
  }
  KOKKOS_INLINE_FUNCTION void operator()(Mod, const Kokkos::TeamPolicy<Mod>::member_type &t,
                                         long &v) const {
    Kokkos::single(Kokkos::PerTeam(t), [&]() { v = (v + x(t.league_rank())) % mod; });
  }
};

// An array reduction: per element the largest value, its ops tagged; untagged ones that Kokkos
// does not call under a tag (they would start at 1000 and add).
struct ColumnMax {
  using value_type = long[];
  int value_count;
  Kokkos::View<long **> a;
  KOKKOS_INLINE_FUNCTION void init(Mod, long *v) const {
    for (int k = 0; k < value_count; ++k) v[k] = -1000;
  }
  KOKKOS_INLINE_FUNCTION void join(Mod, long *d, const long *s) const {
    for (int k = 0; k < value_count; ++k) d[k] = d[k] > s[k] ? d[k] : s[k];
  }
  KOKKOS_INLINE_FUNCTION void init(long *v) const {
    for (int k = 0; k < value_count; ++k) v[k] = 1000;
  }
  KOKKOS_INLINE_FUNCTION void join(long *d, const long *s) const {
    for (int k = 0; k < value_count; ++k) d[k] += s[k];
  }
  KOKKOS_INLINE_FUNCTION void operator()(Mod, const int i, long *v) const {
    for (int k = 0; k < value_count; ++k) v[k] = v[k] > a(i, k) ? v[k] : a(i, k);
  }
  KOKKOS_INLINE_FUNCTION void operator()(Plain, const int i, long *v) const {
    for (int k = 0; k < value_count; ++k) v[k] += a(i, k);
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 3000, m = 4;
    Kokkos::View<long *> x("x", n);
    Kokkos::View<long **> a("a", n, m);
    Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(const int i) {
      x(i) = (i * 7919) % 1009;
      for (int k = 0; k < m; ++k) a(i, k) = (i * (k + 3)) % 997 - 400;
    });
    long r = 0, md = 0, t = 0;
    Kokkos::parallel_reduce("range", Kokkos::RangePolicy<Mod>(0, n), SumMod{101, x}, r);
    Kokkos::parallel_reduce("mdrange", Kokkos::MDRangePolicy<Mod, Kokkos::Rank<2>>({0, 0}, {n, 3}),
                            SumMod{101, x}, md);
    Kokkos::parallel_reduce("team", Kokkos::TeamPolicy<Mod>(n, 1), SumMod{101, x}, t);
    printf("sum mod 101 (+101): range %ld mdrange %ld team %ld\n", r, md, t);

    long mx[m], sm[m];
    Kokkos::parallel_reduce("colmax", Kokkos::RangePolicy<Mod>(0, n), ColumnMax{m, a}, mx);
    Kokkos::parallel_reduce("colsum", Kokkos::RangePolicy<Plain>(0, n), ColumnMax{m, a}, sm);
    printf("column max %ld %ld %ld %ld\n", mx[0], mx[1], mx[2], mx[3]);
    printf("column sum (no Plain ops) %ld %ld %ld %ld\n", sm[0], sm[1], sm[2], sm[3]);
  }
  Kokkos::finalize();
}
