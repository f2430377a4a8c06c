// team_broadcast with a closure applied to the value at the source thread, from team rank 0
// (`team.team_broadcast(f, v, 0)`): every thread of the team receives f(v) of thread 0.
#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 64;
    Kokkos::View<double *> out("out", L);
    const double w = 0.5;
    Kokkos::parallel_for(
        "team_sum", Kokkos::TeamPolicy<>(L, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type &team) {
          double v = team.team_rank() + team.league_rank();
          team.team_broadcast([&](double &x) { x = 2 * x + w; }, v, 0);
          if (team.team_rank() == 0) out(team.league_rank()) = v;
        });
    double s = 0;
    Kokkos::parallel_reduce(L, KOKKOS_LAMBDA(const int i, double &a) { a += out(i); }, s);
    std::printf("sum %.1f\n", s);
  }
  Kokkos::finalize();
  return 0;
}
