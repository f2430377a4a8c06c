// Tiled 2-D Jacobi sweep (5-point) that stages each tile and its halo in level-0 team scratch and
// synchronises with a team barrier. TeamPolicy(tiles, AUTO, 32): TeamThreadRange over the rows
// of the tile, ThreadVectorRange over its columns. Boundary points are copied unchanged.
// Size: argv[1] or $KT_BENCH_SIZE = n, the grid edge, a multiple of 32 (default 16384: 2 GiB
// per array). Each call (one sweep) reads the input and writes the output: 2 * 8 * n^2 bytes.
// The sweeps alternate between the two arrays. Checksum: the sum of the last output.
#include <Kokkos_Core.hpp>
#include <cstdio>
#include <vector>
#include "bench_util.hpp"

using member_type = Kokkos::TeamPolicy<>::member_type;
using ScratchView = Kokkos::View<double*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                 Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int T = 32;  // tile edge
    const int n = int(bench::size_arg(argc, argv, 16384)) / T * T;
    const int tiles = n / T;
    const int H = T + 2;  // tile edge with halo
    const double bytes = 2.0 * 8.0 * double(n) * n;

    Kokkos::View<double**, Kokkos::LayoutRight> A("A", n, n), B("B", n, n);
    Kokkos::parallel_for("init", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {n, n}),
                         KOKKOS_LAMBDA(const int i, const int j) {
      A(i, j) = ((i * 7 + j * 3) % 17) * 0.5;
      B(i, j) = 0.0;
    });
    Kokkos::fence();

    const size_t scratch = ScratchView::shmem_size(H * H);
    std::vector<double> t;
    const int calls = bench::kWarmup + bench::kReps;
    for (int rep = 0; rep < calls; ++rep) {
      Kokkos::View<double**, Kokkos::LayoutRight> in = (rep % 2 == 0) ? A : B;
      Kokkos::View<double**, Kokkos::LayoutRight> out = (rep % 2 == 0) ? B : A;
      Kokkos::Timer timer;
      Kokkos::parallel_for("stencil",
                           Kokkos::TeamPolicy<>(tiles * tiles, Kokkos::AUTO, 32)
                               .set_scratch_size(0, Kokkos::PerTeam(scratch)),
                           KOKKOS_LAMBDA(const member_type& team) {
        const int i0 = (team.league_rank() / tiles) * T, j0 = (team.league_rank() % tiles) * T;
        ScratchView s(team.team_scratch(0), H * H);
        // Stage the tile and its halo (indices clamped at the grid's edge).
        Kokkos::parallel_for(Kokkos::TeamThreadRange(team, H), [&](const int li) {
          const int gi = i0 + li - 1 < 0 ? 0 : (i0 + li - 1 > n - 1 ? n - 1 : i0 + li - 1);
          Kokkos::parallel_for(Kokkos::ThreadVectorRange(team, H), [&](const int lj) {
            const int gj = j0 + lj - 1 < 0 ? 0 : (j0 + lj - 1 > n - 1 ? n - 1 : j0 + lj - 1);
            s(li * H + lj) = in(gi, gj);
          });
        });
        team.team_barrier();
        Kokkos::parallel_for(Kokkos::TeamThreadRange(team, T), [&](const int ti) {
          Kokkos::parallel_for(Kokkos::ThreadVectorRange(team, T), [&](const int tj) {
            const int i = i0 + ti, j = j0 + tj, c = (ti + 1) * H + tj + 1;
            out(i, j) = (i == 0 || j == 0 || i == n - 1 || j == n - 1)
                            ? s(c)
                            : 0.25 * (s(c - H) + s(c + H) + s(c - 1) + s(c + 1));
          });
        });
      });
      Kokkos::fence();
      const double sec = timer.seconds();
      if (rep >= bench::kWarmup) t.push_back(sec);
    }
    bench::report("stencil", "tiled", bytes, t);

    Kokkos::View<double**, Kokkos::LayoutRight> last = (calls % 2 == 1) ? B : A;
    double sum = 0.0;
    Kokkos::parallel_reduce("sum", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {n, n}),
                            KOKKOS_LAMBDA(const int i, const int j, double& acc) { acc += last(i, j); }, sum);
    bench::check("stencil", "tiled", sum);
  }
  Kokkos::finalize();
  return 0;
}
