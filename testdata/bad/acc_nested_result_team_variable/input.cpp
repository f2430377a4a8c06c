// KT1021 (OpenACC): a team-level variable receives a nested ThreadVectorRange reduction inside a
// TeamThreadRange. In Kokkos every team thread has its own `s`; OpenACC's gang-level variable is
// shared by the gang's workers, which would race on it (the host build hides that). Valid
// Kokkos; the error is at the result `s` on line 16 (column 118).
#include <Kokkos_Core.hpp>
#include <cstdio>
using member_type = Kokkos::TeamPolicy<>::member_type;
int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double **> out("out", 8, 16);
    Kokkos::parallel_for(Kokkos::TeamPolicy<>(8, Kokkos::AUTO, 4), KOKKOS_LAMBDA(const member_type &team) {
      const int l = team.league_rank();
      double s = 0;
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, 16), [&](const int i) {
        Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(team, 8), [&](const int j, double &v) { v += i * j + l; }, s);
        Kokkos::single(Kokkos::PerThread(team), [&]() { out(l, i) = s; });
      });
    });
    double t = 0;
    Kokkos::parallel_reduce(8 * 16, KOKKOS_LAMBDA(const int k, double &a) { a += out(k / 16, k % 16) * (k + 1); }, t);
    std::printf("%.1f\n", t);
  }
  Kokkos::finalize();
}
