// team_collectives: the team member's collectives team.team_reduce(reducer) and
// team.team_scan(value[, &global]) in team-level code whose contributions come from team
// rank 0 only (`team_rank() == 0 ? x : identity`), so that the results are the same for any
// team size; team_collectives_ranks covers contributions from every rank.
//
// Covers: team_reduce with Sum, Max, Min and a reducer variable; team_scan with and without a
// global total (a rank-0 View's element); the results used after the calls by one thread.

#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 16;
    Kokkos::View<double*> x("x", L), out("out", L);
    Kokkos::View<int*> pre("pre", L);
    Kokkos::View<int> count("count");
    Kokkos::parallel_for("fill", L, KOKKOS_LAMBDA(const int i) { x(i) = (i * 7) % 11 - 3.5; });
    Kokkos::parallel_for(
        "collectives", Kokkos::TeamPolicy<>(L, Kokkos::AUTO),
        KOKKOS_LAMBDA(const member_type& team) {
          const int lr = team.league_rank();
          double s = team.team_rank() == 0 ? x(lr) : 0.0;
          team.team_reduce(Kokkos::Sum<double>(s));
          double mx = team.team_rank() == 0 ? x(lr) : -1.0e300;
          team.team_reduce(Kokkos::Max<double>(mx));
          double mn = team.team_rank() == 0 ? x(lr) : 1.0e300;
          Kokkos::Min<double> lowest(mn);
          team.team_reduce(lowest);
          const int c = team.team_rank() == 0 ? lr % 5 + 1 : 0;
          const int excl = team.team_scan(c);
          team.team_scan(c, &count());
          Kokkos::single(Kokkos::PerTeam(team), [&]() {
            out(lr) = 100.0 * s + 10.0 * mx + mn;
            pre(lr) = excl;
          });
        });
    int first = -1;
    Kokkos::View<int> base("base");
    Kokkos::parallel_reduce(
        "base", Kokkos::TeamPolicy<>(1, Kokkos::AUTO),
        KOKKOS_LAMBDA(const member_type& team, int& acc) {
          const int b = team.team_scan(team.team_rank() == 0 ? 5 : 0, &base());
          if (team.team_rank() == 0) acc += b + 1;
        },
        first);
    auto ho = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), out);
    auto hp = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), pre);
    auto hc = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), count);
    auto hb = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), base);
    double so = 0;
    int sp = 0;
    for (int i = 0; i < L; ++i) so += ho(i) * (i + 1), sp += hp(i);
    std::printf("out %.10e %.10e %.10e\n", ho(0), ho(L - 1), so);
    std::printf("pre %d count %d first %d base %d\n", sp, hc(), first, hb());
  }
  Kokkos::finalize();
  return 0;
}
