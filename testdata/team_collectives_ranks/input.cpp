// team_collectives_ranks: team.team_reduce(reducer) and team.team_scan(value) combining a
// value from every team thread (the threads stride over a row by team_rank() and
// team_size(), or take a block of it each), so the results are the same for any team size.
// OpenACC refuses it (KT1021: team-level code that uses team_rank() runs as loops over the
// team's threads, which cannot combine their values; bad case acc_team_collective_per_rank).
//
// Covers: team_reduce with Sum, Max and LOr; a stream compaction by team_scan offsets; the scan
// of a long value with a global total.

#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 12, M = 300;
    Kokkos::View<double**> a("a", L, M);
    Kokkos::View<int**> kept("kept", L, M);
    Kokkos::View<double*> sum("sum", L), big("big", L);
    Kokkos::View<int*> nkept("nkept", L), any("any", L);
    Kokkos::View<long> total("total");
    Kokkos::parallel_for("fill", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {L, M}),
                         KOKKOS_LAMBDA(const int i, const int j) {
      a(i, j) = (i * 7 + j * 13) % 17 - 4.0;
    });
    Kokkos::parallel_for(
        "rows", Kokkos::TeamPolicy<>(L, Kokkos::AUTO),
        KOKKOS_LAMBDA(const member_type& team) {
          const int i = team.league_rank(), r = team.team_rank(), ts = team.team_size();
          double part = 0, mx = -1.0e300;
          int neg = 0;
          for (int j = r; j < M; j += ts) {
            part += a(i, j);
            mx = a(i, j) > mx ? a(i, j) : mx;
            neg = neg || a(i, j) < -3.5;
          }
          team.team_reduce(Kokkos::Sum<double>(part));
          team.team_reduce(Kokkos::Max<double>(mx));
          Kokkos::LOr<int> anyneg(neg);
          team.team_reduce(anyneg);
          // compaction: thread r keeps the positive entries of its block, in order
          const int blk = (M + ts - 1) / ts, lo = r * blk < M ? r * blk : M,
                    hi = lo + blk < M ? lo + blk : M;
          int cnt = 0;
          for (int j = lo; j < hi; ++j) cnt += a(i, j) > 0.0;
          int at = team.team_scan(cnt);
          for (int j = lo; j < hi; ++j)
            if (a(i, j) > 0.0) kept(i, at++) = j;
          team.team_scan((long)cnt * (i + 1), &total());
          if (r == ts - 1) nkept(i) = at;
          if (r == 0) {
            sum(i) = part;
            big(i) = mx;
            any(i) = neg;
          }
        });
    auto hk = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), kept);
    auto hn = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), nkept);
    auto hs = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), sum);
    auto hb = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), big);
    auto ha = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), any);
    auto ht = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), total);
    long check = 0;
    for (int i = 0; i < L; ++i)
      for (int k = 0; k < hn(i); ++k) check += (long)hk(i, k) * (k + 1) * (i + 1);
    std::printf("sum %.1f %.1f big %.1f any %d %d\n", hs(0), hs(L - 1), hb(3), ha(0), ha(5));
    std::printf("kept %d %d check %ld total %ld\n", hn(0), hn(L - 1), check, ht());
  }
  Kokkos::finalize();
  return 0;
}
