// Every thread of a team runs the team-level code of a team body, so an atomic update there
// happens team_size() times (Kokkos' own TestAtomicOperations_shared). With an explicit team
// size, OpenACC must run such code once per team thread, not once per team. The team size is
// the backend's recommendation, so the program prints whether each team counted its own size.
#include <Kokkos_Core.hpp>
#include <cstdio>

struct CountThreads {
  Kokkos::View<int *> counts;
  KOKKOS_INLINE_FUNCTION void operator()(const Kokkos::TeamPolicy<>::member_type &t) const {
    int *x = (int *)t.team_shmem().get_shmem(sizeof(int));
    Kokkos::single(Kokkos::PerTeam(t), [&]() { *x = 0; });
    t.team_barrier();
    Kokkos::atomic_add(x, 1);
    t.team_barrier();
    Kokkos::single(Kokkos::PerTeam(t), [&]() { counts(t.league_rank()) = *x; });
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int league = 20;
    Kokkos::View<int *> counts("counts", league);
    CountThreads f{counts};
    const int team_size =
        Kokkos::TeamPolicy<>(league, Kokkos::AUTO).team_size_recommended(f, Kokkos::ParallelForTag{});
    Kokkos::parallel_for(Kokkos::TeamPolicy<>(league, team_size).set_scratch_size(0, Kokkos::PerTeam(8)), f);
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), counts);
    int right = 0;
    for (int i = 0; i < league; ++i) right += h(i) == team_size;
    std::printf("teams that counted their size: %d of %d\n", right, league);
  }
  Kokkos::finalize();
  return 0;
}
