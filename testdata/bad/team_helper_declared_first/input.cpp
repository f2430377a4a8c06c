// KT1040: the team member is passed to a helper that is declared before its definition. The
// definition is replaced by one taking the lowered team context, so the declaration would no
// longer match; the error is at `team` in `first_rank(team)` on line 18.
#include <Kokkos_Core.hpp>

using member_type = Kokkos::TeamPolicy<>::member_type;

KOKKOS_INLINE_FUNCTION int first_rank(const member_type& t);

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 64;
    Kokkos::View<int*> out("out", L);
    Kokkos::parallel_for(
        "declared_first", Kokkos::TeamPolicy<>(L, Kokkos::AUTO),
        KOKKOS_LAMBDA(const member_type& team) {
          const int r = first_rank(team);
          if (team.team_rank() == 0)
            out(team.league_rank()) = r;
        });
  }
  Kokkos::finalize();
  return 0;
}

KOKKOS_INLINE_FUNCTION int first_rank(const member_type& t) { return 2 * t.league_rank(); }
