// KT1021 (--target=openacc only): a team-level variable written inside a TeamThreadRange. In
// Kokkos each team thread has its own 'tmp'; OpenACC's workers of one gang share the gang's copy,
// so the write would race. The error is at the write on line 16.
#include <Kokkos_Core.hpp>
using member_type = Kokkos::TeamPolicy<>::member_type;
int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int L = 64, M = 100;
    Kokkos::View<double**> a("a", L, M);
    Kokkos::parallel_for("tmp", Kokkos::TeamPolicy<>(L, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type& team) {
      const int t = team.league_rank();
      double tmp = 0;
      int count = 0;
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, M), [&](const int j) {
        tmp = 2.0 * j;
        a(t, j) = tmp * tmp;
        count++;
      });
    });
  }
  Kokkos::finalize();
  return 0;
}
