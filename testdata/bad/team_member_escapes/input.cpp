// KT1014: the team member's address is stored in a struct instead of the member being used
// through its member functions, nested policies or a team helper call. Valid Kokkos; the error
// is at `team` in `Holder h{&team};` on line 20.
#include <Kokkos_Core.hpp>

using member_type = Kokkos::TeamPolicy<>::member_type;

struct Holder {
  const member_type* t;
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 64;
    Kokkos::View<int*> out("out", L);
    Kokkos::parallel_for(
        "escape", Kokkos::TeamPolicy<>(L, Kokkos::AUTO),
        KOKKOS_LAMBDA(const member_type& team) {
          Holder h{&team};
          if (team.team_rank() == 0)
            out(team.league_rank()) = h.t->league_rank();
        });
  }
  Kokkos::finalize();
  return 0;
}

// team member stored in a struct: reported at 'team' in `Holder h{&team}`.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:20:21: error: {{.*}}[KT1014]
// expected-error@20 {{[KT1014]}}
