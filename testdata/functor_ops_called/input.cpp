// Which of a functor's init/join/final Kokkos calls (FunctorAnalysis; Kokkos 3.4.1 and 4.6.01
// alike). The dispatch's work tag selects them: with a tag only the forms that take it first,
// without one only the untagged forms. A functor's untagged join() and init() under a tagged
// dispatch are not called: the partial results start from value_type() and are added. Before,
// the translated kernel used them anyway (a maximum where Kokkos sums, 1000 added per partial).
// A final() without a join() is still called, after the partials are added (before: left out).
// A reducer as the result replaces the functor's init/join/final (before: the functor's were
// used), and a tagged scan takes only tagged ops too.
#include <Kokkos_Core.hpp>
#include <cstdio>

struct Tag {};
struct Other {};

// Untagged ops only; dispatched with Tag, so Kokkos ignores them.
struct UntaggedOps {
  using value_type = long;
  Kokkos::View<long *> x;
  KOKKOS_INLINE_FUNCTION void init(long &v) const { v = 1000; }
  KOKKOS_INLINE_FUNCTION void join(long &d, const long &s) const { if (s > d) d = s; }
  KOKKOS_INLINE_FUNCTION void final(long &v) const { v = -v; }
  KOKKOS_INLINE_FUNCTION void operator()(const Tag, const int i, long &v) const { v += x(i); }
};

// Tagged ops only; dispatched without a tag, so Kokkos ignores them.
struct TaggedOps {
  using value_type = long;
  Kokkos::View<long *> x;
  KOKKOS_INLINE_FUNCTION void init(const Tag &, long &v) const { v = 0; }
  KOKKOS_INLINE_FUNCTION void join(const Tag &, long &d, const long &s) const { d += s; }
  KOKKOS_INLINE_FUNCTION void final(const Tag &, long &v) const { v *= 3; }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, long &v) const { v += 2 * x(i); }
  KOKKOS_INLINE_FUNCTION void operator()(const Tag, const int i, long &v) const { v += x(i); }
};

// Both forms: each dispatch takes its own (a maximum untagged, a sum of squares with Tag), and
// a join for another tag is not Tag's.
struct BothOps {
  using value_type = long;
  Kokkos::View<long *> x;
  KOKKOS_INLINE_FUNCTION void init(long &v) const { v = -1000000; }
  KOKKOS_INLINE_FUNCTION void join(long &d, const long &s) const { if (s > d) d = s; }
  KOKKOS_INLINE_FUNCTION void init(Tag, long &v) const { v = 0; }
  KOKKOS_INLINE_FUNCTION void join(Tag, long &d, const long &s) const { d += s; }
  KOKKOS_INLINE_FUNCTION void join(Other, long &d, const long &s) const { d = s - d; }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, long &v) const { if (x(i) > v) v = x(i); }
  KOKKOS_INLINE_FUNCTION void operator()(Tag, const int i, long &v) const { v += x(i) * x(i); }
  KOKKOS_INLINE_FUNCTION void operator()(Other, const int i, long &v) const { v += x(i); }
};

// A team functor with a tag and untagged ops: the league's values are added.
struct TeamUntaggedOps {
  using value_type = long;
  Kokkos::View<long *> x;
  KOKKOS_INLINE_FUNCTION void init(long &v) const { v = 50; }
  KOKKOS_INLINE_FUNCTION void join(long &d, const long &s) const { if (s < d) d = s; }
  KOKKOS_INLINE_FUNCTION void operator()(const Tag, const Kokkos::TeamPolicy<Tag>::member_type &t,
                                         long &v) const {
    long row = 0;
    Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, 10),
                            [&](const int j, long &p) { p += x(t.league_rank() * 10 + j); }, row);
    Kokkos::single(Kokkos::PerTeam(t), [&]() { v += row; });
  }
};

// final() alone: the partials are added, then final() runs once.
struct FinalOnly {
  using value_type = long;
  Kokkos::View<long *> x;
  KOKKOS_INLINE_FUNCTION void final(long &v) const { v = 2 * v + 1; }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, long &v) const { v += x(i); }
  KOKKOS_INLINE_FUNCTION void operator()(const Kokkos::TeamPolicy<>::member_type &t,
                                         long &v) const {
    Kokkos::single(Kokkos::PerTeam(t), [&]() { v += x(t.league_rank()); });
  }
};

// Ops of its own, dispatched with reducers as results: the reducers' ops are used.
struct OpsAndReducer {
  using value_type = long;
  Kokkos::View<long *> x;
  KOKKOS_INLINE_FUNCTION void init(long &v) const { v = 5000; }
  KOKKOS_INLINE_FUNCTION void join(long &d, const long &s) const { if (s > d) d = s; }
  KOKKOS_INLINE_FUNCTION void final(long &v) const { v = -v; }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, long &v) const { v += x(i) > 0 ? x(i) : 0; }
};

// The same with a maximum as the operator and a sum as the functor's join.
struct MaxOpsAndReducer {
  using value_type = long;
  Kokkos::View<long *> x;
  KOKKOS_INLINE_FUNCTION void init(long &v) const { v = 5000; }
  KOKKOS_INLINE_FUNCTION void join(long &d, const long &s) const { d += s; }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, long &v) const { if (x(i) > v) v = x(i); }
};

// A scan with a tag and untagged init/join: Kokkos adds, from 0.
struct ScanUntaggedOps {
  using value_type = long;
  Kokkos::View<long *> x, y;
  KOKKOS_INLINE_FUNCTION void init(long &v) const { v = 100; }
  KOKKOS_INLINE_FUNCTION void join(long &d, const long &s) const { d += s + 1; }
  KOKKOS_INLINE_FUNCTION void operator()(Tag, const int i, long &v, const bool last) const {
    if (last) y(i) = v;
    v += x(i);
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1000;
    Kokkos::View<long *> x("x", n);
    Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(const int i) { x(i) = (i * 37) % 101 - 50; });

    long a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0;
    Kokkos::parallel_reduce("untagged_ops", Kokkos::RangePolicy<Tag>(0, n), UntaggedOps{x}, a);
    Kokkos::parallel_reduce("tagged_ops_plain", Kokkos::RangePolicy<>(0, n), TaggedOps{x}, b);
    Kokkos::parallel_reduce("tagged_ops_tag", Kokkos::RangePolicy<Tag>(0, n), TaggedOps{x}, c);
    Kokkos::parallel_reduce("both_plain", n, BothOps{x}, d);
    Kokkos::parallel_reduce("both_tag", Kokkos::RangePolicy<Tag>(0, n), BothOps{x}, e);
    Kokkos::parallel_reduce("md_tag", Kokkos::MDRangePolicy<Tag, Kokkos::Rank<2>>({0, 0}, {1, n}),
                            [=](Tag, const int, const int j, long &v) { v += x(j); }, f);
    Kokkos::parallel_reduce("team_tag", Kokkos::TeamPolicy<Tag>(n / 10, Kokkos::AUTO),
                            TeamUntaggedOps{x}, g);
    long h = 0, k = 0;
    Kokkos::View<long> r("r");
    Kokkos::parallel_reduce("final_only", n, FinalOnly{x}, h);
    Kokkos::parallel_reduce("final_only_view", n, FinalOnly{x}, r);
    Kokkos::parallel_reduce("final_only_team", Kokkos::TeamPolicy<>(n, Kokkos::AUTO), FinalOnly{x},
                            k);
    long hr = 0;
    Kokkos::deep_copy(hr, r);
    long s1 = 0, s2 = 0, s3 = 0;
    Kokkos::parallel_reduce("ops_sum", n, OpsAndReducer{x}, Kokkos::Sum<long>(s1));
    Kokkos::parallel_reduce("ops_max", n, MaxOpsAndReducer{x}, Kokkos::Max<long>(s2));
    Kokkos::View<long *> y("y", n);
    Kokkos::parallel_scan("scan_tag", Kokkos::RangePolicy<Tag>(0, n), ScanUntaggedOps{x, y}, s3);
    auto hy = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), y);
    printf("functor ops, Sum reducer %ld, Max reducer %ld\n", s1, s2);
    printf("tagged scan, untagged ops: total %ld, y(1) %ld, y(n-1) %ld\n", s3, hy(1), hy(n - 1));
    printf("final without join: %ld, into a View %ld, over a team policy %ld\n", h, hr, k);
    printf("untagged ops under a tag: %ld\n", a);
    printf("tagged ops without a tag: %ld\n", b);
    printf("tagged ops with the tag: %ld\n", c);
    printf("both, untagged (max): %ld\n", d);
    printf("both, Tag (sum of squares): %ld\n", e);
    printf("md with a tag: %ld\n", f);
    printf("team with a tag and untagged ops: %ld\n", g);
  }
  Kokkos::finalize();
}
