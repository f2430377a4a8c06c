// team_rank_collectives: team collectives in team-level code that uses team_rank() under an
// explicit team size, as Kokkos' own team tests write them: team_broadcast from a thread other
// than 0 (with and without a closure), a nested parallel_reduce over TeamThreadRange after it,
// single(PerTeam) with a broadcast value, and a team parallel_reduce that adds to its value
// only from thread 0. OpenACC runs such team-level code as loops over the team's ranks: each
// collective cuts the loops as a barrier would, the threads' values passing through per-rank
// slots. Also a ThreadVectorRange reduction into a team-level variable inside a
// TeamThreadRange (each team thread has its own). Integer arithmetic: the results do not
// depend on the team size.
#include <Kokkos_Core.hpp>
#include <cstdio>

using team_policy = Kokkos::TeamPolicy<>;
using member_type = team_policy::member_type;

struct Broadcasts {
  long offset;
  using value_type = long;
  KOKKOS_INLINE_FUNCTION void operator()(const member_type& t, long& update) const {
    const int lid = t.league_rank(), tid = t.team_rank(), ts = t.team_size();
    long value = tid * 3 + offset;
    bool mine = lid % ts == tid;
    t.team_broadcast(value, lid % ts);
    t.team_broadcast(mine, lid % ts);
    long part = 0;
    Kokkos::parallel_reduce(
        Kokkos::TeamThreadRange(t, 10),
        [&](const int j, long& v) { v += value - 3 * (lid % ts) + j; }, part);
    if (tid == 0 && mine) update += part;
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 13;
    const int ts =
        team_policy(1, 1).team_size_max(Broadcasts{0}, Kokkos::ParallelReduceTag());
    long total = 0;
    Kokkos::parallel_reduce(team_policy(L, ts), Broadcasts{5}, total);

    // A closure applied by the source thread, then a single(PerTeam) value, then a
    // reduction over the team's threads of what every thread received.
    Kokkos::View<long*> got("got", L);
    Kokkos::parallel_for(
        "closure", team_policy(L, ts), KOKKOS_LAMBDA(const member_type& t) {
          const int lid = t.league_rank(), tid = t.team_rank(), ts = t.team_size();
          long value = 100 * tid + lid;
          t.team_broadcast([&](long& v) { v *= 2; }, value, (lid + 1) % ts);
          long base = 0;
          Kokkos::single(Kokkos::PerTeam(t), [&](long& b) { b = 7 * lid + 1; }, base);
          long sum = 0;
          Kokkos::parallel_reduce(
              Kokkos::TeamThreadRange(t, 4),
              [&](const int j, long& v) { v += value - 200 * ((lid + 1) % ts) + base * j; }, sum);
          if (tid == ts - 1) got(lid) = sum;
        });

    // Each team thread's own result of a ThreadVectorRange reduction.
    Kokkos::View<double**> out("out", L, 16);
    Kokkos::parallel_for(
        "vector_into_team_variable", team_policy(L, Kokkos::AUTO, 4),
        KOKKOS_LAMBDA(const member_type& t) {
          const int l = t.league_rank();
          double s = 0;
          Kokkos::parallel_for(Kokkos::TeamThreadRange(t, 16), [&](const int i) {
            Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(t, 8),
                                    [&](const int j, double& v) { v += i * j + l; }, s);
            Kokkos::single(Kokkos::PerThread(t), [&]() { out(l, i) = s; });
          });
        });

    auto hg = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), got);
    auto ho = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), out);
    long gsum = 0;
    double osum = 0;
    for (int l = 0; l < L; ++l) {
      gsum += hg(l) * (l + 1);
      for (int i = 0; i < 16; ++i) osum += ho(l, i) * (i + 1);
    }
    std::printf("broadcast total %ld\n", total);
    std::printf("closure sums %ld got[0] %ld got[%d] %ld\n", gsum, hg(0), L - 1, hg(L - 1));
    std::printf("vector results %.1f\n", osum);
  }
  Kokkos::finalize();
}
