// team_scan: parallel_scan nested in team kernels.
//
// Covers: parallel_scan over TeamThreadRange(team, n) (exclusive, with the total returned on
// every thread, as Kokkos 4 does), over TeamThreadRange(team, b, e) (inclusive, long values, no
// total), over ThreadVectorRange(team, n) inside a TeamThreadRange loop (inclusive, with the
// total) and directly in the team body (exclusive, double values), the `final` flag, and the
// totals and prefixes checked afterwards. Every value is an integer or a multiple of 1/2, so
// the sums are exact in any order.
//
// Reference: Kokkos 3.4.1 (Debian, the reference build of kokkos-reference.sh) has no
// parallel_scan(TeamThreadRange / ThreadVectorRange, lambda, total) overload. Under
// KOKKOS_VERSION < 40000 the total is computed by an independent nested parallel_reduce over
// the same range instead; the translator parses this program as Kokkos 4 and takes the other
// branch (see README.md in this folder).

#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

#if defined(KOKKOS_VERSION) && KOKKOS_VERSION < 40000
#define KT_REF_SCAN_TOTAL 1
#endif

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 96, M = 333;
    Kokkos::View<int**> in("in", L, M);
    Kokkos::View<int**> excl("excl", L, M);
    Kokkos::View<long**> incl("incl", L, M);
    Kokkos::View<int*> tot("tot", L);
    Kokkos::parallel_for("fill", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {L, M}),
                         KOKKOS_LAMBDA(const int r, const int j) {
      in(r, j) = (r * 7 + j * 13) % 11 - 3;
    });

    // TeamThreadRange: an exclusive scan of each row, its total on every thread.
#ifdef KT_REF_SCAN_TOTAL
    Kokkos::parallel_for("tt_excl", Kokkos::TeamPolicy<>(L, Kokkos::AUTO),
                         KOKKOS_LAMBDA(const member_type& team) {
      const int r = team.league_rank();
      int total = 0;
      Kokkos::parallel_scan(Kokkos::TeamThreadRange(team, M),
                            [&](const int j, int& acc, const bool final) {
        if (final) excl(r, j) = acc;
        acc += in(r, j);
      });
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, M),
                              [&](const int j, int& s) { s += in(r, j); }, total);
      if (team.team_rank() == 0) tot(r) = total;
    });
#else
    Kokkos::parallel_for("tt_excl", Kokkos::TeamPolicy<>(L, Kokkos::AUTO),
                         KOKKOS_LAMBDA(const member_type& team) {
      const int r = team.league_rank();
      int total = 0;
      Kokkos::parallel_scan(Kokkos::TeamThreadRange(team, M),
                            [&](const int j, int& acc, const bool final) {
        if (final) excl(r, j) = acc;
        acc += in(r, j);
      }, total);
      // Every thread holds the total; one writes it.
      if (team.team_rank() == 0) tot(r) = total;
    });
#endif

    // TeamThreadRange(team, b, e): an inclusive scan of long values, no total.
    Kokkos::parallel_for("tt_incl", Kokkos::TeamPolicy<>(L, Kokkos::AUTO),
                         KOKKOS_LAMBDA(const member_type& team) {
      const int r = team.league_rank();
      Kokkos::parallel_scan(Kokkos::TeamThreadRange(team, 5, M - 7),
                            [&](const int j, long& acc, const bool final) {
        acc += static_cast<long>(in(r, j)) * 1000003L;
        if (final) incl(r, j) = acc;
      });
    });

    // ThreadVectorRange inside TeamThreadRange: one row per team thread, scanned by its lanes.
    const int RB = 4;  // rows per team
    Kokkos::View<int**> vincl("vincl", L, M);
    Kokkos::View<int*> vtot("vtot", L);
#ifdef KT_REF_SCAN_TOTAL
    Kokkos::parallel_for("tv_incl", Kokkos::TeamPolicy<>(L / RB, Kokkos::AUTO, 8),
                         KOKKOS_LAMBDA(const member_type& team) {
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, RB), [&](const int k) {
        const int r = team.league_rank() * RB + k;
        int total = 0;
        Kokkos::parallel_scan(Kokkos::ThreadVectorRange(team, M),
                              [&](const int j, int& acc, const bool final) {
          acc += in(r, j) * in(r, j);
          if (final) vincl(r, j) = acc;
        });
        Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(team, M),
                                [&](const int j, int& s) { s += in(r, j) * in(r, j); }, total);
        Kokkos::single(Kokkos::PerThread(team), [&]() { vtot(r) = total; });
      });
    });
#else
    Kokkos::parallel_for("tv_incl", Kokkos::TeamPolicy<>(L / RB, Kokkos::AUTO, 8),
                         KOKKOS_LAMBDA(const member_type& team) {
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, RB), [&](const int k) {
        const int r = team.league_rank() * RB + k;
        int total = 0;
        Kokkos::parallel_scan(Kokkos::ThreadVectorRange(team, M),
                              [&](const int j, int& acc, const bool final) {
          acc += in(r, j) * in(r, j);
          if (final) vincl(r, j) = acc;
        }, total);
        Kokkos::single(Kokkos::PerThread(team), [&]() { vtot(r) = total; });
      });
    });
#endif

    // ThreadVectorRange in the team body: an exclusive scan of doubles, one row per team.
    Kokkos::View<double**> hexcl("hexcl", L, M);
    Kokkos::parallel_for("tv_excl", Kokkos::TeamPolicy<>(L, Kokkos::AUTO, 16),
                         KOKKOS_LAMBDA(const member_type& team) {
      const int r = team.league_rank();
      Kokkos::parallel_scan(Kokkos::ThreadVectorRange(team, M),
                            [&](const int j, double& acc, const bool final) {
        if (final) hexcl(r, j) = acc;
        acc += 0.5 * in(r, j);
      });
    });

    auto h_excl = Kokkos::create_mirror_view(excl);
    auto h_incl = Kokkos::create_mirror_view(incl);
    auto h_tot = Kokkos::create_mirror_view(tot);
    auto h_vincl = Kokkos::create_mirror_view(vincl);
    auto h_vtot = Kokkos::create_mirror_view(vtot);
    auto h_hexcl = Kokkos::create_mirror_view(hexcl);
    auto h_in = Kokkos::create_mirror_view(in);
    Kokkos::deep_copy(h_excl, excl);
    Kokkos::deep_copy(h_incl, incl);
    Kokkos::deep_copy(h_tot, tot);
    Kokkos::deep_copy(h_vincl, vincl);
    Kokkos::deep_copy(h_vtot, vtot);
    Kokkos::deep_copy(h_hexcl, hexcl);
    Kokkos::deep_copy(h_in, in);

    // Checksums of the prefixes (weighted by position) and the totals, and a few samples.
    long ce = 0, ci = 0, cv = 0, ct = 0, cvt = 0;
    double ch = 0.0;
    int bad = 0;
    for (int r = 0; r < L; ++r) {
      for (int j = 0; j < M; ++j) {
        ce += static_cast<long>(h_excl(r, j)) * (j % 17 + 1);
        ci += h_incl(r, j) / 1000003L * (j % 13 + 1);
        cv += static_cast<long>(h_vincl(r, j)) * (j % 7 + 1);
        ch += h_hexcl(r, j) * (j % 5 + 1);
      }
      ct += h_tot(r) * (r + 1);
      cvt += h_vtot(r) * (r + 1);
      // The total is the last exclusive prefix plus the last element.
      if (h_tot(r) != h_excl(r, M - 1) + h_in(r, M - 1)) ++bad;
      if (h_vtot(r) != h_vincl(r, M - 1)) ++bad;
    }
    std::printf("tt_excl %ld %ld\n", ce, ct);
    std::printf("tt_incl %ld %ld\n", ci, h_incl(L - 1, M - 8));
    std::printf("tv_incl %ld %ld\n", cv, cvt);
    std::printf("tv_excl %.1f %.1f\n", ch, h_hexcl(3, M - 1));
    std::printf("samples %d %d %ld %d\n", h_excl(10, 100), h_tot(20), h_incl(30, 5), h_vincl(40, 200));
    std::printf("total_checks_failed %d\n", bad);
  }
  Kokkos::finalize();
  return 0;
}
