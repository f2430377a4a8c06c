// KT1034: the functor's team_shmem_size(team_size) hook sizes the team scratch from the team
// size, but Kokkos::AUTO leaves the device team size to the launch. The error is at the
// functor argument on line 25; `TeamPolicy<>(n, 64)` translates.
#include <Kokkos_Core.hpp>

using member_type = Kokkos::TeamPolicy<>::member_type;
using ScratchView = Kokkos::View<double*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                 Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

struct Rows {
  Kokkos::View<double*> out;
  KOKKOS_INLINE_FUNCTION void operator()(const member_type& t) const {
    ScratchView tmp(t.team_scratch(0), t.team_size());
    tmp(t.team_rank()) = t.team_rank();
    t.team_barrier();
    if (t.team_rank() == 0) out(t.league_rank()) = tmp(t.team_size() - 1);
  }
  size_t team_shmem_size(int team_size) const { return ScratchView::shmem_size(team_size); }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> out("out", 10);
    Kokkos::parallel_for(Kokkos::TeamPolicy<>(10, Kokkos::AUTO), Rows{out});
  }
  Kokkos::finalize();
  return 0;
}
