// team_reduce_contribution: Kokkos 4's two-argument team.team_reduce(reducer, value): the
// team's values are combined and the result lands in the reducer's reference on every thread
// (its former value is not read). Team-level code whose result is the same for any team size:
// a Sum of rank 0's value, and Max, Min, LAnd and BOr of a value every rank shares.
//
// Covers: the reducer as a temporary and as a variable; a value that is an expression with
// Kokkos calls in it; an int value for a double reducer (converted to the reducer's type); a
// result whose variable held something before; the results used after the calls.

#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 20;
    Kokkos::View<double*> x("x", L), out("out", L);
    Kokkos::View<int*> flags("flags", L);
    Kokkos::parallel_for("fill", L, KOKKOS_LAMBDA(const int i) { x(i) = (i * 5) % 9 - 2.25; });
    Kokkos::parallel_for(
        "contributions", Kokkos::TeamPolicy<>(L, Kokkos::AUTO),
        KOKKOS_LAMBDA(const member_type& team) {
          const int lr = team.league_rank();
          double s = 1000.0;  // overwritten: the reference's value is not a contribution
          team.team_reduce(Kokkos::Sum<double>(s), team.team_rank() == 0 ? x(lr) : 0.0);
          double cnt = -1.0;
          team.team_reduce(Kokkos::Sum<double>(cnt), team.team_rank() == 0 ? lr % 4 : 0);
          double mx = 0.0, v = 2.0 * x(lr) + 1.0;
          team.team_reduce(Kokkos::Max<double>(mx), v);
          double mn = 0.0;
          Kokkos::Min<double> lowest(mn);
          team.team_reduce(lowest, x(lr) - 0.5);
          int pos = 0, bits = 0;
          team.team_reduce(Kokkos::LAnd<int>(pos), x(lr) > 0.0);
          team.team_reduce(Kokkos::BOr<int>(bits), 1 << (lr % 6));
          Kokkos::single(Kokkos::PerTeam(team), [&]() {
            out(lr) = 1000.0 * s + 100.0 * cnt + 10.0 * mx + mn + 0.5 * v;
            flags(lr) = 100 * pos + bits;
          });
        });
    auto ho = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), out);
    auto hf = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), flags);
    double so = 0;
    long sf = 0;
    for (int i = 0; i < L; ++i) so += ho(i) * (i + 1), sf += (long)hf(i) * (i + 1);
    std::printf("out %.10e %.10e %.10e\n", ho(0), ho(L - 1), so);
    std::printf("flags %d %d %ld\n", hf(0), hf(7), sf);
  }
  Kokkos::finalize();
  return 0;
}
