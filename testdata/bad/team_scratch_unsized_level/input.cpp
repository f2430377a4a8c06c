// KT1015: a team body allocates from level-1 scratch, but the policy sets a level-0 size only.
// With Kokkos the allocation fails when the kernel runs (no level-1 scratch); the translation had
// exit 0 and a kernel naming a level-1 pool it never declared, which no compiler accepted.
// Reported at the `team_scratch(1)` call on line 20.
#include <Kokkos_Core.hpp>

typedef Kokkos::View<double*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                     Kokkos::MemoryTraits<Kokkos::Unmanaged>>
    scratch_t;
typedef Kokkos::TeamPolicy<>::member_type member_type;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> out("out", 8);
    Kokkos::TeamPolicy<> policy(8, Kokkos::AUTO);
    policy.set_scratch_size(0, Kokkos::PerTeam(scratch_t::shmem_size(4)));
    Kokkos::parallel_for("unsized", policy, KOKKOS_LAMBDA(const member_type& team) {
      scratch_t a(team.team_scratch(0), 4);
      scratch_t b(team.team_scratch(1), 4);
      Kokkos::single(Kokkos::PerTeam(team), [&]() {
        a(0) = b(0) = 1.0;
        out(team.league_rank()) = a(0) + b(0);
      });
    });
  }
  Kokkos::finalize();
  return 0;
}

// a team body taking level-1 scratch from a policy with a level-0 size only: KT1015 at the team_scratch(1) call.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:20:19: error: {{.*}}[KT1015]
// expected-error@20 {{[KT1015]}}
