// shmem_size() takes one extent per run-time extent: two for a rank-1 scratch View is wrong
// (Kokkos aborts; the bundled header rejects it at compile time).
#include <Kokkos_Core.hpp>

using ScratchView = Kokkos::View<double*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                 Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> out("out", 4);
    const size_t bytes = ScratchView::shmem_size(32, 2);
    using member_type = Kokkos::TeamPolicy<>::member_type;
    Kokkos::parallel_for("t", Kokkos::TeamPolicy<>(4, Kokkos::AUTO).set_scratch_size(0, Kokkos::PerTeam(bytes)),
                         KOKKOS_LAMBDA(const member_type& t) {
      ScratchView s(t.team_scratch(0), 32);
      s(t.team_rank()) = 1.0;
      out(t.league_rank()) = s(0);
    });
  }
  Kokkos::finalize();
  return 0;
}

// shmem_size with 2 extents for a rank-1 View: clang error, exit 2.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 2 %s | FileCheck %s
// CHECK: input.cpp:12:26: error:
// expected-error@12 {{no matching function for call to 'shmem_size'}}
