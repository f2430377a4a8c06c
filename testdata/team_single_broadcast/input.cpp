// team_single_broadcast: single() and broadcasts within a team.
//
// Covers: Kokkos::single(Kokkos::PerTeam(team), [&]() {...}),
// Kokkos::single(Kokkos::PerThread(team), [&]() {...}), the broadcast forms
// single(PerTeam(team), [&](double& v) {...}, val) and
// single(PerThread(team), [&](int& v) {...}, val), team.team_broadcast(val, 0)
// for double and int, team_barrier(), and TeamPolicy with vector length 8.

#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 4096, M = 256;
    Kokkos::View<double**> out("out", L, M);
    Kokkos::View<double*> team_scale("team_scale", L);
    Kokkos::View<int*> mismatches("mismatches", L);
    Kokkos::View<int*> counter("counter", L);

    Kokkos::parallel_for("single_bcast", Kokkos::TeamPolicy<>(L, Kokkos::AUTO),
                         KOKKOS_LAMBDA(const member_type& team) {
      const int t = team.league_rank();

      // One thread of the team records the scale; the others wait.
      Kokkos::single(Kokkos::PerTeam(team), [&]() {
        team_scale(t) = 1.0 + (t % 5) * 0.5;
        counter(t) += 1;
      });
      team.team_barrier();

      // Broadcast form: computed once, delivered to every thread.
      double scale = 0.0;
      Kokkos::single(Kokkos::PerTeam(team), [&](double& v) {
        v = team_scale(t) * 2.0;
      }, scale);

      // Only thread 0's value survives the team broadcast.
      double seed = (team.team_rank() == 0) ? 0.25 * (t % 8) : -1000.0;
      team.team_broadcast(seed, 0);
      int offset = (team.team_rank() == 0) ? (t % 3) : -7;
      team.team_broadcast(offset, 0);

      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, M), [&](const int j) {
        out(t, j) = scale * (j % 10) + seed + offset;
      });
    });

    // Per-thread single and its broadcast form, with a vector length.
    Kokkos::parallel_for("per_thread", Kokkos::TeamPolicy<>(L, Kokkos::AUTO, 8),
                         KOKKOS_LAMBDA(const member_type& team) {
      const int t = team.league_rank();
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, M), [&](const int j) {
        int key = 0;
        Kokkos::single(Kokkos::PerThread(team), [&](int& k) { k = (t + j) % 4; }, key);
        // Plain per-thread single: runs once per thread, not once per lane.
        Kokkos::single(Kokkos::PerThread(team), [&]() {
          if (key != (t + j) % 4) Kokkos::atomic_add(&mismatches(t), 1);
          out(t, j) += key * 0.125;
        });
      });
    });

    auto hout = Kokkos::create_mirror_view(out);
    auto hmis = Kokkos::create_mirror_view(mismatches);
    auto hcnt = Kokkos::create_mirror_view(counter);
    Kokkos::deep_copy(hout, out);
    Kokkos::deep_copy(hmis, mismatches);
    Kokkos::deep_copy(hcnt, counter);

    double total = 0.0;
    long long nmis = 0, ncnt = 0;
    for (int t = 0; t < L; ++t) {
      for (int j = 0; j < M; ++j) total += hout(t, j);
      nmis += hmis(t);
      ncnt += hcnt(t);
    }
    printf("total %.17g\n", total);
    printf("mismatches %lld\n", nmis);
    printf("singles_run %lld\n", ncnt);
    printf("out_entries %.17g %.17g %.17g\n", hout(0, 0), hout(13, 7), hout(L - 1, M - 1));
  }
  Kokkos::finalize();
  return 0;
}
