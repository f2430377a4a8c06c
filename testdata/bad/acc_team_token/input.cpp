// OpenACC: AcquireTeamUniqueToken inside a block of the team-level code. OpenACC runs a team's
// threads as loops over its ranks cut at barriers; the token is acquired at such a cut and
// released after the body, which a block's scope would end before.
#include <Kokkos_Core.hpp>

using policy = Kokkos::TeamPolicy<>;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::Experimental::UniqueToken<Kokkos::DefaultExecutionSpace> tokens(4);
    Kokkos::View<int*> hits("hits", 4);
    policy p(8, Kokkos::AUTO);
    p.set_scratch_size(0, Kokkos::PerTeam(Kokkos::Experimental::AcquireTeamUniqueToken<policy>::shmem_size()));
    Kokkos::parallel_for("team_token", p, KOKKOS_LAMBDA(const policy::member_type& team) {
      if (team.league_rank() % 2 == 0) {
        Kokkos::Experimental::AcquireTeamUniqueToken<policy> held(tokens, team);
        Kokkos::single(Kokkos::PerTeam(team), [&]() { Kokkos::atomic_add(&hits(held.value()), 1); });
      }
    });
  }
  Kokkos::finalize();
}

// OpenACC: AcquireTeamUniqueToken inside a block of team-level code.
// RUN: %kt --target=openacc --verify %s
// RUN: %refuses openacc 3 %s | FileCheck %s
// CHECK: input.cpp:17:{{[0-9]+}}: error: {{.*}}[KT1021]
// expected-error-re@17 {{AcquireTeamUniqueToken{{.*}}[KT1021]}}
