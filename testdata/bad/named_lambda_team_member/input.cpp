// A lambda variable passed by name to a nested dispatch is recognised where it is declared, at
// team level: one whose body uses the team member other than for league_rank() / league_size()
// (here team_rank(), whose lowering depends on the level it runs at) is refused at the dispatch.
#include <Kokkos_Core.hpp>

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<int **> a("a", 16, 64);
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(16, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type &team) {
          const auto f = [&](const int i) { a(team.league_rank(), i) = team.team_rank(); };
          Kokkos::parallel_for(Kokkos::TeamThreadRange(team, 64), f);
        });
  }
  Kokkos::finalize();
}

// A named lambda whose body uses the team member's team_rank().
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses openacc 3 %s | FileCheck %s
// CHECK: input.cpp:15:11: error: a dispatch inside a kernel must use{{.*}}[KT1015]
// expected-error@15 {{a dispatch inside a kernel must use}}
