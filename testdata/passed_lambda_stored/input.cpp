// passed_lambda_stored: a lambda stored in a local variable, then passed to user function
// templates that dispatch it.
//
// Covers: `auto f = KOKKOS_LAMBDA(...) {...}; run(n, f);` with the template taking the body
// by value, the same variable passed twice (to a by-value and a by-const-reference template,
// the captured scale copied where the lambda is written, then changed before the calls), a
// stored reduction body passed to a template that reduces with it, a stored team body, and
// init captures (`[=, w = 0.5 * scale]`) at a dispatch and in a lambda passed on.

#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

template <class F>
void run(int n, F f) {
  Kokkos::parallel_for("run", n, f);
}

template <class F>
void run_ref(int n, const F& f) {
  Kokkos::parallel_for("run_ref", Kokkos::RangePolicy<>(0, n), f);
}

template <class F>
double total(int n, F f) {
  double s = 0;
  Kokkos::parallel_reduce("total", n, f, s);
  return s;
}

template <class F>
void teams(int league, F f) {
  Kokkos::parallel_for("teams", Kokkos::TeamPolicy<>(league, Kokkos::AUTO), f);
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1000;
    Kokkos::View<double*> d("d", n);
    Kokkos::View<double*> e("e", n);
    double scale = 2.0;
    auto fill = KOKKOS_LAMBDA(const int i) { d(i) = scale * i; };
    scale = 100.0; // the lambda copied 2.0 already
    run(n, fill);
    auto add = KOKKOS_LAMBDA(const int i) { e(i) += d(i) + 0.5; };
    run(n, add);
    run_ref(n / 2, add);
    // Init captures: at the dispatch and in a lambda passed on, each named as a local whose
    // value differs (the kernel must receive the initialiser's value, not the local's).
    double w = -1.0;
    Kokkos::parallel_for("init_capture", n, [=, w = 0.25 * scale](const int i) { d(i) += w; });
    run(n / 4, [=, w = 0.5 * scale, k = 3](const int i) { e(i) += w * k; });
    std::printf("w %.1f\n", w);
    const auto sum = KOKKOS_LAMBDA(const int i, double& s) { s += e(i) + d(i); };
    const double t = total(n, sum);
    std::printf("total %.2f scale %.1f\n", t, scale);

    Kokkos::View<int*> rows("rows", 8);
    auto team_body = KOKKOS_LAMBDA(const member_type& team) {
      int c = 0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, 10),
                              [&](const int j, int& a) { a += j + team.league_rank(); }, c);
      Kokkos::single(Kokkos::PerTeam(team), [&]() { rows(team.league_rank()) = c; });
    };
    teams(8, team_body);
    int rs = 0;
    Kokkos::parallel_reduce("rows_sum", 8, KOKKOS_LAMBDA(const int i, int& a) {
      a += rows(i) * (i + 1);
    }, rs);
    std::printf("rows %d\n", rs);
  }
  Kokkos::finalize();
  return 0;
}
