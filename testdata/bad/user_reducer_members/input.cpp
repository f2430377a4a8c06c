// Reducer classes of the program's own that the kernel's reduction op cannot take: a join()
// that uses the reducer's members over a TeamPolicy with vector lanes (the op has no reducer
// object there; over a range, an MDRange or a TeamPolicy of vector length 1 it is translated:
// case functor_join_uses_members), a reducer without join(),
// and a reducer class in a function template that takes the team member (in a function that is
// no template it is translated: case team_helper_custom_reducer).
#include <Kokkos_Core.hpp>

struct Nearest {
  using reducer = Nearest;
  using value_type = double;
  value_type &ref;
  double target;
  KOKKOS_INLINE_FUNCTION Nearest(value_type &r, double t) : ref(r), target(t) {}
  KOKKOS_INLINE_FUNCTION void join(value_type &dst, const value_type &src) const {
    if ((src - target) * (src - target) < (dst - target) * (dst - target)) dst = src;
  }
  KOKKOS_INLINE_FUNCTION void init(value_type &v) const { v = 1e300; }
  KOKKOS_INLINE_FUNCTION value_type &reference() const { return ref; }
};

struct NoJoin {
  using reducer = NoJoin;
  using value_type = int;
  value_type &ref;
  KOKKOS_INLINE_FUNCTION NoJoin(value_type &r) : ref(r) {}
  KOKKOS_INLINE_FUNCTION void init(value_type &v) const { v = 0; }
  KOKKOS_INLINE_FUNCTION value_type &reference() const { return ref; }
};

struct Biggest {
  using reducer = Biggest;
  using value_type = double;
  value_type &ref;
  KOKKOS_INLINE_FUNCTION Biggest(value_type &r) : ref(r) {}
  KOKKOS_INLINE_FUNCTION void join(value_type &dst, const value_type &src) const {
    if (src > dst) dst = src;
  }
  KOKKOS_INLINE_FUNCTION void init(value_type &v) const { v = -1e300; }
  KOKKOS_INLINE_FUNCTION value_type &reference() const { return ref; }
};

using member_type = Kokkos::TeamPolicy<>::member_type;

template <class ViewT>
KOKKOS_INLINE_FUNCTION double row_max(const member_type &team, ViewT a, int r) {
  double m = 0;
  Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, a.extent(1)),
                          [&](const int j, double &v) { if (a(r, j) > v) v = a(r, j); },
                          Biggest(m));
  return m;
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double *> x("x", 8);
    Kokkos::View<double **> a("a", 4, 8);
    double near = 0;
    Kokkos::parallel_reduce("near", Kokkos::TeamPolicy<>(8, Kokkos::AUTO, 4),
                            KOKKOS_LAMBDA(const member_type &t, double &v) {
      const int i = t.league_rank();
      if ((x(i) - 2) * (x(i) - 2) < (v - 2) * (v - 2)) v = x(i);
    }, Nearest(near, 2.0));
    int n = 0;
    Kokkos::parallel_reduce("nojoin", 8, KOKKOS_LAMBDA(const int i, int &v) { v += i; }, NoJoin(n));
    Kokkos::parallel_for("rows", Kokkos::TeamPolicy<>(4, Kokkos::AUTO),
                         KOKKOS_LAMBDA(const member_type &team) {
      const double m = row_max(team, a, team.league_rank());
      a(team.league_rank(), 0) = m;
    });
  }
  Kokkos::finalize();
}

// RUN: %kt --target=cuda --verify %s
// RUN: %kt --target=openacc --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:16:{{[0-9]+}}: error: the reducer's join() uses its members{{.*}}[KT1016]
// CHECK: input.cpp:66:{{[0-9]+}}: error: reducer 'NoJoin': it has no join{{.*}}[KT1016]
// CHECK: input.cpp:46:{{[0-9]+}}: error: a custom reduction op {{.*}} in a function template that takes the team member{{.*}}[KT1016]
// expected-error-re@16 {{the reducer's join() uses its members{{.*}}[KT1016]}}
// expected-error-re@66 {{reducer 'NoJoin': it has no join{{.*}}[KT1016]}}
// expected-error-re@46 {{a custom reduction op {{.*}} in a function template that takes the team member{{.*}}[KT1016]}}
