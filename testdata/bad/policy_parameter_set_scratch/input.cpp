// KT1010: set_scratch_size on a TeamPolicy parameter at the dispatch (the launch reads the
// parameter's scratch sizes, which the call would replace); the error is at the call on line
// 12. Calling it on the parameter in a statement before the dispatch translates.
#include <Kokkos_Core.hpp>

using Scratch = Kokkos::View<int *, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                             Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

void fill(Kokkos::TeamPolicy<> policy, Kokkos::View<int *> out) {
  const size_t bytes = Scratch::shmem_size(8);
  Kokkos::parallel_for(
      policy.set_scratch_size(0, Kokkos::PerTeam(bytes)),
      KOKKOS_LAMBDA(const Kokkos::TeamPolicy<>::member_type &t) {
        Scratch s(t.team_scratch(0), 8);
        s(0) = t.league_rank();
        out(t.league_rank()) = s(0);
      });
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<int *> out("out", 4);
    fill(Kokkos::TeamPolicy<>(4, Kokkos::AUTO), out);
  }
  Kokkos::finalize();
  return 0;
}

// set_scratch_size at the dispatch on a TeamPolicy parameter: reported at the call.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:12:14: error: {{.*}}[KT1010]
// expected-error-re@12 {{on the policy parameter 'policy'{{.*}}[KT1010]}}
