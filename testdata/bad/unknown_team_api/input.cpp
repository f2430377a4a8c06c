// KT1006: a team member function form the translator does not know (team_broadcast with a
// closure applied to the value; team_broadcast(value, rank) translates).
// Valid Kokkos 3.4; the error is at `team_reduce` (line 18).
#include <Kokkos_Core.hpp>

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 64;
    Kokkos::View<double*> out("out", L);
    Kokkos::parallel_for(
        "team_sum", Kokkos::TeamPolicy<>(L, Kokkos::AUTO),
        KOKKOS_LAMBDA(const member_type& team) {
          double v = team.team_rank();
          double w = 0;
          team.team_broadcast([&](double& x) { x = 2 * x + w; }, v, 0);
          if (team.team_rank() == 0) out(team.league_rank()) = v;
        });
  }
  Kokkos::finalize();
  return 0;
}
