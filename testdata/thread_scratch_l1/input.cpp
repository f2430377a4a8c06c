// thread_scratch_l1: level-1 scratch memory (large, slower scratch).
//
// Covers: set_scratch_size(1, Kokkos::PerTeam(b)) on its own, chained
// .set_scratch_size(0, PerTeam(b0)).set_scratch_size(1, PerTeam(b1), PerThread(b2)),
// team.team_scratch(1), team.thread_scratch(1), team.team_scratch(0) used
// together with level 1 in one kernel, and a TeamThreadRange reduction over
// level-1 scratch data; the outer parallel_reduce adds once per team.

#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;
using ScratchView = Kokkos::View<double*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                 Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int league = 512;
    const int K = 4096;     // 32 KiB of doubles per team: level 1
    const int S = 64;       // segment length per thread task
    const int NSEG = K / S;
    Kokkos::View<double*> corr("corr", league);
    Kokkos::View<double**> segmax("segmax", league, NSEG);

    // Level 1 only, per team.
    auto p1 = Kokkos::TeamPolicy<>(league, Kokkos::AUTO)
                  .set_scratch_size(1, Kokkos::PerTeam(ScratchView::shmem_size(K)));
    Kokkos::parallel_for("corr", p1, KOKKOS_LAMBDA(const member_type& team) {
      const int t = team.league_rank();
      ScratchView big(team.team_scratch(1), K);
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, K), [&](const int k) {
        big(k) = ((t * 7 + k * 13) % 64) * 0.0625;
      });
      team.team_barrier();
      double c = 0.0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, K), [&](const int k, double& s) {
        s += big(k) * big(K - 1 - k);
      }, c);
      if (team.team_rank() == 0) corr(t) = c;
    });

    // Level 0 per team plus level 1 per team and per thread.
    auto p2 = Kokkos::TeamPolicy<>(league, Kokkos::AUTO)
                  .set_scratch_size(0, Kokkos::PerTeam(ScratchView::shmem_size(NSEG)))
                  .set_scratch_size(1, Kokkos::PerTeam(ScratchView::shmem_size(K)),
                                    Kokkos::PerThread(ScratchView::shmem_size(S)));
    double total = 0.0;
    Kokkos::parallel_reduce("segments", p2, KOKKOS_LAMBDA(const member_type& team, double& acc) {
      const int t = team.league_rank();
      ScratchView big(team.team_scratch(1), K);
      ScratchView seg_best(team.team_scratch(0), NSEG);
      ScratchView mine(team.thread_scratch(1), S);
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, K), [&](const int k) {
        big(k) = ((t * 5 + k * 11) % 97) * 0.125 - 3.0;
      });
      team.team_barrier();
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, NSEG), [&](const int g) {
        for (int q = 0; q < S; ++q) mine(q) = big(g * S + q) * ((q % 2) ? -1.0 : 1.0);
        double best = mine(0);
        for (int q = 1; q < S; ++q) best = (mine(q) > best) ? mine(q) : best;
        seg_best(g) = best;
        segmax(t, g) = best;
      });
      team.team_barrier();
      double s = 0.0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, NSEG), [&](const int g, double& v) {
        v += seg_best(g);
      }, s);
      Kokkos::single(Kokkos::PerTeam(team), [&]() { acc += s; });
    }, total);

    auto hc = Kokkos::create_mirror_view(corr);
    auto hs = Kokkos::create_mirror_view(segmax);
    Kokkos::deep_copy(hc, corr);
    Kokkos::deep_copy(hs, segmax);
    double csum = 0.0, ssum = 0.0;
    for (int t = 0; t < league; ++t) {
      csum += hc(t);
      for (int g = 0; g < NSEG; ++g) ssum += hs(t, g) * (1 + g % 5);
    }
    printf("corr_sum %.17g\n", csum);
    printf("corr_entries %.17g %.17g\n", hc(0), hc(league - 1));
    printf("segments_total %.17g\n", total);
    printf("segmax_weighted %.17g\n", ssum);
  }
  Kokkos::finalize();
  return 0;
}
