// KT1014: the team member is passed to a helper function instead of being used through its
// member functions and nested policies. Valid Kokkos; the error is at `team` in
// `first_rank(team)` on line 20.
#include <Kokkos_Core.hpp>

using member_type = Kokkos::TeamPolicy<>::member_type;

KOKKOS_INLINE_FUNCTION
int first_rank(const member_type& t) { return t.league_rank() * t.team_size(); }

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 64;
    Kokkos::View<int*> out("out", L);
    Kokkos::parallel_for(
        "escape", Kokkos::TeamPolicy<>(L, Kokkos::AUTO),
        KOKKOS_LAMBDA(const member_type& team) {
          if (team.team_rank() == 0)
            out(team.league_rank()) = first_rank(team);
        });
  }
  Kokkos::finalize();
  return 0;
}
