// A constructor taking the team member whose member initialisers use it: the constructor is
// lowered as a team helper, but its initialisers are kept as written, where the member no
// longer exists (KT1040, at the constructor call; team_helper_constructor sets the member in
// the body instead).
#include <Kokkos_Core.hpp>

using member_type = Kokkos::TeamPolicy<>::member_type;

struct Row {
  int row;
  KOKKOS_INLINE_FUNCTION Row(const member_type &team) : row(team.league_rank()) {}
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<int *> v("v", 8);
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(8, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type &team) {
          Row r(team);
          v(r.row) = r.row;
        });
  }
  Kokkos::finalize();
}

// a constructor taking the team member whose initialisers use it: reported at its call.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:20:17: error: {{.*}}[KT1040]
// expected-error-re@20 {{member initialisers use the team member{{.*}}[KT1040]}}
