// A functor's team_shmem_size(team_size) hook with a Kokkos::AUTO team size (the shape of the
// vectorization tutorial): the launch chooses the team size, then asks the hook for the team
// scratch at that size. The result does not depend on the team size chosen.
#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;
using ScratchView = Kokkos::View<int*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                 Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

struct Rows {
  Kokkos::View<int*> out;
  int extra;
  KOKKOS_INLINE_FUNCTION void operator()(const member_type& t) const {
    ScratchView tmp(t.team_scratch(0), t.team_size() + extra);
    Kokkos::parallel_for(Kokkos::TeamThreadRange(t, t.team_size() + extra), [&](const int r) { tmp(r) = r + 1; });
    t.team_barrier();
    Kokkos::single(Kokkos::PerTeam(t), [&]() {
      const int n = t.team_size() + extra;
      int s = 0;
      for (int r = 0; r < n; ++r) s += tmp(r);
      out(t.league_rank()) = s == n * (n + 1) / 2 ? 1 : 0;
    });
  }
  // scratch for one int per team thread, and `extra` more
  size_t team_shmem_size(int team_size) const { return ScratchView::shmem_size(team_size + extra); }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int teams = 40;
    Kokkos::View<int*> out("out", teams);
    Kokkos::parallel_for(Kokkos::TeamPolicy<>(teams, Kokkos::AUTO), Rows{out, 5});
    int ok = 0;
    Kokkos::parallel_reduce(teams, KOKKOS_LAMBDA(const int i, int& acc) { acc += out(i); }, ok);
    std::printf("teams whose scratch held every value: %d of %d\n", ok, teams);
  }
  Kokkos::finalize();
  return 0;
}
