// Lambdas named inside a team kernel and passed by name (Kokkos' TestRepeatedTeamReduce:
// `const auto g = [&](const int k, double &acc) { ... }; parallel_reduce(TeamThreadRange(team,
// n), g, a);`, then `single(PerTeam(team), h)`): a nested parallel_reduce, parallel_for and
// parallel_scan whose functor is a lambda variable of the kernel body, one lambda used by two
// dispatches, a lambda over ThreadVectorRange, and single(PerTeam) and single(PerThread) with a
// named lambda, and one adding into a team parallel_reduce's accumulator. Each call runs the
// lambda as Kokkos does: the variable is called per index.
#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int league = 37, n = 129, m = 9;
    Kokkos::View<double *> v("v", league);
    Kokkos::View<double **> w("w", league, n);
    Kokkos::View<double **> p("p", league, n);
    Kokkos::View<double **> q("q", league, m);
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(league, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type &team) {
          const int r = team.league_rank();
          double b = 0;
          for (int rep = 0; rep < 3; ++rep) {
            const auto g1 = [&](const int k, double &acc) { acc += (k % 7) * 0.5 + r + rep; };
            const auto g2 = [&](const int k, double &acc) { acc += (k % 5) * 0.25 - r; };
            double a1, a2;
            Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, n), g1, a1);
            Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, n), g2, a2);
            b += a1 + 2 * a2;
          }
          // One lambda, two dispatches.
          auto fill = [&](const int k) { w(r, k) = k * 0.5 + r; };
          Kokkos::parallel_for(Kokkos::TeamThreadRange(team, n), fill);
          team.team_barrier();
          Kokkos::parallel_for(Kokkos::TeamThreadRange(team, n / 2), fill);
          team.team_barrier();
          // A prefix sum over the row with a named lambda.
          const auto pre = [&](const int k, double &part, const bool final) {
            const double x = w(r, k);
            if (final) p(r, k) = part;
            part += x;
          };
          Kokkos::parallel_scan(Kokkos::TeamThreadRange(team, n), pre);
          team.team_barrier();
          // Over each thread's vector lanes.
          Kokkos::parallel_for(Kokkos::TeamThreadRange(team, m), [&](const int i) {
            const auto lane = [&](const int j, double &s) { s += w(r, i * m + j); };
            double s = 0;
            Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(team, m), lane, s);
            const auto once = [&]() { q(r, i) = s; };
            Kokkos::single(Kokkos::PerThread(team), once);
          });
          team.team_barrier();
          const auto h = [&]() { v(r) = b + r; };
          Kokkos::single(Kokkos::PerTeam(team), h);
        });
    // A lambda variable adding into the kernel's own accumulator inside a TeamThreadRange:
    // each team thread's accumulator holds the indices it was given.
    double tot = 0;
    Kokkos::parallel_reduce(
        Kokkos::TeamPolicy<>(league, Kokkos::AUTO),
        KOKKOS_LAMBDA(const member_type &team, double &upd) {
          const int r = team.league_rank();
          const auto add = [&](const int k) { upd += w(r, k) * (k % 3 + 1); };
          Kokkos::parallel_for(Kokkos::TeamThreadRange(team, n), add);
        },
        tot);
    double total = 0, wsum = 0, psum = 0, qsum = 0;
    Kokkos::parallel_reduce(
        league, KOKKOS_LAMBDA(const int i, double &s) { s += v(i) * (i + 1); }, total);
    Kokkos::parallel_reduce(
        Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {league, n}),
        KOKKOS_LAMBDA(const int i, const int k, double &s) { s += w(i, k) * (k + 1); }, wsum);
    Kokkos::parallel_reduce(
        Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {league, n}),
        KOKKOS_LAMBDA(const int i, const int k, double &s) { s += p(i, k); }, psum);
    Kokkos::parallel_reduce(
        Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {league, m}),
        KOKKOS_LAMBDA(const int i, const int k, double &s) { s += q(i, k) * (k + 2); }, qsum);
    std::printf("check %.6f %.6f %.6f %.6f %.6f\n", total, wsum, psum, qsum, tot);
  }
  Kokkos::finalize();
  return 0;
}
