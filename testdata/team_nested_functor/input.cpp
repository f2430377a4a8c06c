// team_nested_functor: nested dispatches whose body is a functor rather than a lambda (Kokkos
// calls it with the index, the accumulator, the final flag): a TeamThreadRange reduction over a
// functor member of a team functor (Kokkos' TestReducers), and a TeamThreadRange parallel_for, a
// ThreadVectorRange reduction and a TeamThreadRange scan over functors a team lambda captures.
// SumF is also dispatched by itself: its operator() is lowered into that kernel and still called
// by the nested ones. (team_nested_functor_built: functors constructed in the kernel.)
#include <Kokkos_Core.hpp>
#include <cstdio>

struct SumF {
  Kokkos::View<double *> values;
  KOKKOS_INLINE_FUNCTION void operator()(const int &i, double &v) const { v += values(i); }
};
struct ScaleF {
  Kokkos::View<double *> values;
  double s;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { values(i) *= s; }
};
struct ColF {
  Kokkos::View<double **> m;
  KOKKOS_INLINE_FUNCTION void operator()(const int j, double &v) const { v += m(j % 6, j) * (j + 1); }
};
struct PrefixF {
  Kokkos::View<double *> in, out;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, double &u, const bool final) const {
    u += in(i);
    if (final) out(i) = u;
  }
};

struct TeamSum {
  using member_type = Kokkos::TeamPolicy<>::member_type;
  SumF f;
  Kokkos::View<double *> result;
  int n;
  KOKKOS_INLINE_FUNCTION void operator()(const member_type &m) const {
    double local = 0;
    Kokkos::parallel_reduce(Kokkos::TeamThreadRange(m, m.league_rank(), n), f, local);
    Kokkos::single(Kokkos::PerTeam(m), [&]() { result(m.league_rank()) = local; });
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    using member_type = Kokkos::TeamPolicy<>::member_type;
    const int n = 100, L = 4, R = 6, C = 33;
    Kokkos::View<double *> v("v", n), r("r", L), rows("rows", R), pre("pre", n);
    Kokkos::View<double **> m("m", R, C);
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { v(i) = i; });
    Kokkos::parallel_for(
        Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {R, C}),
        KOKKOS_LAMBDA(const int i, const int j) { m(i, j) = 0.25 * ((i * 7 + j) % 9); });
    Kokkos::parallel_for(Kokkos::TeamPolicy<>(L, Kokkos::AUTO), TeamSum{SumF{v}, r, n});
    const ScaleF sc{v, 2.0};
    const ColF cf{m};
    const PrefixF pf{v, pre};
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(1, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type &t) {
          Kokkos::parallel_for(Kokkos::TeamThreadRange(t, n), sc);
        });
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(R, Kokkos::AUTO, 4), KOKKOS_LAMBDA(const member_type &t) {
          Kokkos::parallel_for(Kokkos::TeamThreadRange(t, 1), [&](const int) {
            double s = 0;
            Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(t, t.league_rank(), C), cf, s);
            rows(t.league_rank()) = s;
          });
        });
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(1, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type &t) {
          Kokkos::parallel_scan(Kokkos::TeamThreadRange(t, n), pf);
        });
    double s = 0;
    Kokkos::parallel_reduce(n, SumF{v}, s);
    auto hr = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), r);
    auto hrows = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), rows);
    auto hpre = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), pre);
    std::printf("teams %.1f %.1f %.1f %.1f scaled sum %.1f\n", hr(0), hr(1), hr(2), hr(3), s);
    std::printf("rows %.2f %.2f %.2f prefix %.1f %.1f %.1f\n", hrows(0), hrows(2), hrows(5), hpre(0),
                hpre(50), hpre(99));
  }
  Kokkos::finalize();
  return 0;
}
