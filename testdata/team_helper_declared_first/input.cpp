// team_helper_declared_first: team helpers (functions taking the team member) declared before
// their definitions, which follow main.
//
// Covers: a declaration with an unnamed member parameter and other parameter names than the
// definition's; a helper declared twice; a declared-first helper that calls another
// declared-first helper with the member at team level (a TeamThreadRange reduction inside);
// each declaration is replaced by one taking the lowered team context.
#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

KOKKOS_INLINE_FUNCTION int first_rank(const member_type&);
KOKKOS_INLINE_FUNCTION int first_rank(const member_type& team);

// The weighted sum of row `row` of m, by the threads of the team.
KOKKOS_INLINE_FUNCTION
double row_sum(const member_type& team, const Kokkos::View<double**>& m, int row);

KOKKOS_INLINE_FUNCTION double block_sum(const member_type& team, const Kokkos::View<double**>& m,
                                        int rows_per_team);

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 64, RPT = 5, C = 37;
    Kokkos::View<int*> out("out", L);
    Kokkos::View<double**> a("a", L * RPT, C);
    Kokkos::View<double*> blocks("blocks", L);
    Kokkos::parallel_for(
        "fill", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {L * RPT, C}),
        KOKKOS_LAMBDA(const int i, const int j) { a(i, j) = ((3 * i + 5 * j) % 17) * 0.25 - 1.0; });
    Kokkos::parallel_for(
        "declared_first", Kokkos::TeamPolicy<>(L, Kokkos::AUTO),
        KOKKOS_LAMBDA(const member_type& team) {
          const int r = first_rank(team);
          if (team.team_rank() == 0)
            out(team.league_rank()) = r;
        });
    double total = 0.0;
    Kokkos::parallel_reduce(
        "blocks", Kokkos::TeamPolicy<>(L, Kokkos::AUTO, 4),
        KOKKOS_LAMBDA(const member_type& team, double& acc) {
          const double s = block_sum(team, a, RPT);
          Kokkos::single(Kokkos::PerTeam(team), [&]() {
            blocks(team.league_rank()) = s;
            acc += s;
          });
        },
        total);
    auto ho = Kokkos::create_mirror_view(out);
    auto hb = Kokkos::create_mirror_view(blocks);
    Kokkos::deep_copy(ho, out);
    Kokkos::deep_copy(hb, blocks);
    long osum = 0;
    double bsum = 0.0;
    for (int i = 0; i < L; ++i) {
      osum += ho(i) * (1 + i % 3);
      bsum += hb(i) * (1 + i % 5);
    }
    printf("ranks %ld %d\n", osum, ho(L - 1));
    printf("blocks %.17g %.17g\n", bsum, hb(7));
    printf("total %.17g\n", total);
  }
  Kokkos::finalize();
  return 0;
}

KOKKOS_INLINE_FUNCTION int first_rank(const member_type& t) { return 2 * t.league_rank(); }

KOKKOS_INLINE_FUNCTION
double row_sum(const member_type& t, const Kokkos::View<double**>& a, int r) {
  double s = 0.0;
  Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, (int)a.extent(1)),
                          [&](const int j, double& p) { p += a(r, j) * (1 + j % 3); }, s);
  return s;
}

KOKKOS_INLINE_FUNCTION double block_sum(const member_type& t, const Kokkos::View<double**>& a,
                                        int n) {
  double s = 0.0;
  const int r0 = t.league_rank() * n;
  for (int i = 0; i < n; ++i)
    s += row_sum(t, a, r0 + i) * (1 + i % 2);
  return s;
}
