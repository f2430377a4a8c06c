// team_loop_barriers: team-level code whose `for` loops hold team_barrier()s, as miniMD's
// Neighbor team build (a row of bins loaded into team scratch per stencil step, a barrier,
// each team thread's own work on it, a barrier). On OpenACC, where team-level code that uses
// team_rank() runs as loops over the ranks cut at its barriers, the loops' headers run once per
// gang around the loops over the ranks of their bodies; the constants a header reads (`lo`,
// and `row` that `lo` reads) are declared in the gang too.
//
// Covers: two directly nested `for` loops around barriers, a header reading team-level
// constants and a capture, variables declared before the loops and used inside and after them
// (one per team thread: `me`, `mine`), team scratch across the barriers, TeamThreadRange
// inside the loop, an atomic after it.
#include <Kokkos_Core.hpp>
#include <cstdio>

using team_t = Kokkos::TeamPolicy<>::member_type;
using scratch_t = Kokkos::View<double *, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                               Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

int main(int argc, char **argv) {
  Kokkos::initialize(argc, argv);
  {
    const int nrows = 12, ncols = 40, halo = 2;
    Kokkos::View<double **> a("a", nrows, ncols), out("out", nrows, ncols);
    Kokkos::parallel_for(
        Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {nrows, ncols}),
        KOKKOS_LAMBDA(const int r, const int c) { a(r, c) = 1.0 + ((r * 7 + c * 3) % 11) * 0.125; });
    Kokkos::TeamPolicy<> policy(nrows, Kokkos::AUTO);
    const size_t bytes = scratch_t::shmem_size(ncols);
    Kokkos::parallel_for(
        policy.set_scratch_size(0, Kokkos::PerTeam(bytes)), KOKKOS_LAMBDA(const team_t &t) {
          const int row = t.league_rank();
          const int me = t.team_rank();
          scratch_t line(t.team_scratch(0), ncols);
          double mine = 0; // this team thread's share, over the loops
          const int lo = row >= halo ? -halo : -row;
          for (int d = lo; d <= halo; d++)
            for (int pass = 0; pass < 2; ++pass) {
              Kokkos::parallel_for(Kokkos::TeamThreadRange(t, ncols), [&](const int c) {
                const int r = row + d;
                line(c) = r < nrows ? a(r, c) * (pass + 1) : 0.0;
              });
              t.team_barrier();
              const double w = (d + halo + 1) * 0.5;
              for (int c = me; c < ncols; c += t.team_size())
                mine += line(c) * w * (c % 3 + 1);
              t.team_barrier();
            }
          Kokkos::parallel_for(Kokkos::TeamThreadRange(t, ncols),
                               [&](const int c) { out(row, c) = line(c) * 0.5; });
          t.team_barrier();
          Kokkos::atomic_add(&out(row, 0), mine);
        });
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), out);
    double total = 0;
    for (int r = 0; r < nrows; ++r)
      for (int c = 0; c < ncols; ++c)
        total += h(r, c) * (1 + (r + c) % 4);
    std::printf("out(0,0) %.6f out(11,0) %.6f out(5,7) %.6f total %.6f\n", h(0, 0), h(11, 0),
                h(5, 7), total);
  }
  Kokkos::finalize();
}
