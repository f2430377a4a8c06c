// AcquireTeamUniqueToken takes its slot from level-0 team scratch: a policy without it is
// refused (Kokkos would get a null slot).
#include <Kokkos_Core.hpp>

using policy = Kokkos::TeamPolicy<>;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::Experimental::UniqueToken<Kokkos::DefaultExecutionSpace> tokens(4);
    Kokkos::View<int*> hits("hits", 4);
    Kokkos::parallel_for("team_token", policy(8, Kokkos::AUTO), KOKKOS_LAMBDA(const policy::member_type& team) {
      Kokkos::Experimental::AcquireTeamUniqueToken<policy> held(tokens, team);
      Kokkos::single(Kokkos::PerTeam(team), [&]() { Kokkos::atomic_add(&hits(held.value()), 1); });
    });
  }
  Kokkos::finalize();
}

// AcquireTeamUniqueToken in a team kernel whose policy has no level-0 scratch.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:13:{{[0-9]+}}: error: {{.*}}[KT1015]
// expected-error-re@13 {{level-0 team scratch{{.*}}[KT1015]}}
