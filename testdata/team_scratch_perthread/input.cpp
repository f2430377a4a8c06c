// team_scratch_perthread: level-0 scratch split into per-team and per-thread.
//
// Covers: set_scratch_size(0, Kokkos::PerTeam(b), Kokkos::PerThread(b2)),
// team.team_scratch(0) for a team-shared vector and team.thread_scratch(0) for
// a private per-thread buffer, ScratchView::shmem_size(n), TeamPolicy built
// on a separate line and passed as a variable, team_barrier().

#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;
using ScratchView = Kokkos::View<double*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                 Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int NB = 2048;   // blocks = teams
    const int R = 24;      // rows per block
    const int C = 20;      // columns per row
    Kokkos::View<double***> A("A", NB, R, C);
    Kokkos::View<double**> x("x", NB, C);
    Kokkos::View<double**> y("y", NB, R);

    Kokkos::parallel_for("fill", Kokkos::MDRangePolicy<Kokkos::Rank<3>>({0, 0, 0}, {NB, R, C}),
                         KOKKOS_LAMBDA(const int b, const int r, const int c) {
      A(b, r, c) = ((b + r * 3 + c * 5) % 11) * 0.125;
      if (r == 0) x(b, c) = 1.0 + ((b + c) % 4) * 0.25;
    });

    const size_t team_bytes = ScratchView::shmem_size(C);
    const size_t thread_bytes = ScratchView::shmem_size(C);
    Kokkos::TeamPolicy<> policy(NB, Kokkos::AUTO);
    policy.set_scratch_size(0, Kokkos::PerTeam(team_bytes), Kokkos::PerThread(thread_bytes));

    Kokkos::parallel_for("rows", policy, KOKKOS_LAMBDA(const member_type& team) {
      const int b = team.league_rank();
      ScratchView xs(team.team_scratch(0), C);     // shared by the team
      ScratchView tmp(team.thread_scratch(0), C);  // private to this thread

      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, C), [&](const int c) { xs(c) = x(b, c); });
      team.team_barrier();

      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, R), [&](const int r) {
        // Elementwise products into the private buffer, then a running
        // maximum and a weighted sum, all sequential within this thread.
        for (int c = 0; c < C; ++c) tmp(c) = A(b, r, c) * xs(c);
        for (int c = 1; c < C; ++c) tmp(c) = (tmp(c) > tmp(c - 1)) ? tmp(c) : tmp(c - 1);
        double acc = 0.0;
        for (int c = 0; c < C; ++c) acc += tmp(c) * (c + 1);
        y(b, r) = acc;
      });
    });

    auto hy = Kokkos::create_mirror_view(y);
    Kokkos::deep_copy(hy, y);
    double total = 0.0, wsum = 0.0;
    for (int b = 0; b < NB; ++b)
      for (int r = 0; r < R; ++r) {
        total += hy(b, r);
        wsum += hy(b, r) * ((b + r) % 7);
      }
    printf("total %.17g\n", total);
    printf("weighted %.17g\n", wsum);
    printf("y_entries %.17g %.17g %.17g\n", hy(0, 0), hy(5, 11), hy(NB - 1, R - 1));
  }
  Kokkos::finalize();
  return 0;
}
