// team_scratch_l0: level-0 team scratch memory (shared memory on GPUs).
//
// Covers: a ScratchView typedef on DefaultExecutionSpace::scratch_memory_space
// with MemoryTraits<Unmanaged>, ScratchView::shmem_size(n) for sizing,
// TeamPolicy<>(league, AUTO).set_scratch_size(0, Kokkos::PerTeam(bytes)),
// two scratch allocations from team.team_scratch(0) in one team, barriers
// between the load and compute phases, and a stencil on a tile with halo.

#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;
using ScratchView = Kokkos::View<double*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                 Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
using ScratchIntView = Kokkos::View<int*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                    Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1 << 20;
    const int T = 512;            // tile length per team
    const int league = N / T;     // 2048 teams
    Kokkos::View<double*> x("x", N);
    Kokkos::View<double*> lap("lap", N);
    Kokkos::View<double*> tile_max("tile_max", league);

    Kokkos::parallel_for("fill", N, KOKKOS_LAMBDA(const int i) {
      x(i) = (i % 29) * 0.25 + (i % 3) * 0.5;
    });

    const size_t bytes = ScratchView::shmem_size(T + 2) + ScratchIntView::shmem_size(T);
    auto policy = Kokkos::TeamPolicy<>(league, Kokkos::AUTO).set_scratch_size(0, Kokkos::PerTeam(bytes));

    Kokkos::parallel_for("stencil", policy, KOKKOS_LAMBDA(const member_type& team) {
      ScratchView s(team.team_scratch(0), T + 2);
      ScratchIntView flag(team.team_scratch(0), T);
      const int start = team.league_rank() * T;

      // Load the tile plus one halo cell on each side (periodic boundary).
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, T + 2), [&](const int k) {
        const int g = (start + k - 1 + N) % N;
        s(k) = x(g);
      });
      team.team_barrier();

      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, T), [&](const int k) {
        const double v = s(k) - 2.0 * s(k + 1) + s(k + 2);
        lap(start + k) = v;
        flag(k) = (v > 0.0) ? 1 : 0;
      });
      team.team_barrier();

      // Largest positive Laplacian in the tile, read back from scratch.
      double m = 0.0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, T), [&](const int k, double& mx) {
        const double v = flag(k) ? s(k) - 2.0 * s(k + 1) + s(k + 2) : 0.0;
        if (v > mx) mx = v;
      }, Kokkos::Max<double>(m));
      Kokkos::single(Kokkos::PerTeam(team), [&]() { tile_max(team.league_rank()) = m; });
    });

    double lap_sum = 0.0, lap_abs = 0.0;
    Kokkos::parallel_reduce("lap_sum", N, KOKKOS_LAMBDA(const int i, double& s) { s += lap(i); }, lap_sum);
    Kokkos::parallel_reduce("lap_abs", N, KOKKOS_LAMBDA(const int i, double& s) {
      s += (lap(i) < 0.0) ? -lap(i) : lap(i);
    }, lap_abs);

    auto hmax = Kokkos::create_mirror_view(tile_max);
    auto hlap = Kokkos::create_mirror_view(lap);
    Kokkos::deep_copy(hmax, tile_max);
    Kokkos::deep_copy(hlap, lap);
    double max_sum = 0.0;
    for (int t = 0; t < league; ++t) max_sum += hmax(t);

    printf("lap_sum %.17g\n", lap_sum);
    printf("lap_abs %.17g\n", lap_abs);
    printf("tile_max_sum %.17g\n", max_sum);
    printf("lap_entries %.17g %.17g %.17g %.17g\n", hlap(0), hlap(T - 1), hlap(T), hlap(N - 1));
  }
  Kokkos::finalize();
  return 0;
}
