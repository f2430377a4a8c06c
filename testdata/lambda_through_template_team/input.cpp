// lambda_through_template_team: lambdas handed to user function templates, with captures that
// travel as Kokkos copies them and a team policy written in the template.
//
// Covers: a struct of Views and a scalar captured whole (its device image is built from the
// capture struct's member), a constexpr local used in the lambda without being captured, the
// policy passed to the template as a parameter (RangePolicy), and a TeamPolicy with AUTO team
// size in the template whose lambda runs a nested TeamThreadRange reduction and a
// single(PerTeam), reduced into a scalar.

#include <Kokkos_Core.hpp>
#include <cstdio>

struct Fields {
  Kokkos::View<double*> a, b;
  double w;
};

template <class P, class F>
void go(const P& p, F f) {
  Kokkos::parallel_for("go", p, f);
}

template <class F>
double team_total(int league, F f) {
  double s = 0;
  Kokkos::parallel_reduce("team_total", Kokkos::TeamPolicy<>(league, Kokkos::AUTO), f, s);
  return s;
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Fields fl{Kokkos::View<double*>("a", 64), Kokkos::View<double*>("b", 64), 3.0};
    constexpr int M = 8;
    go(Kokkos::RangePolicy<>(0, 64), KOKKOS_LAMBDA(const int i) {
      fl.a(i) = fl.w * i;
      fl.b(i) = M;
    });
    using member = Kokkos::TeamPolicy<>::member_type;
    const double s = team_total(8, KOKKOS_LAMBDA(const member& t, double& acc) {
      double part = 0;
      Kokkos::parallel_reduce(
          Kokkos::TeamThreadRange(t, 8),
          [&](const int j, double& p) { p += fl.a(t.league_rank() * 8 + j) + fl.b(j); }, part);
      Kokkos::single(Kokkos::PerTeam(t), [&]() { acc += part; });
    });
    printf("team_total %.1f\n", s);
  }
  Kokkos::finalize();
  return 0;
}
