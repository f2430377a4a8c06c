#include <Kokkos_Core.hpp>
#include <cstdio>

#include "helpers.hpp"

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    using Space = Kokkos::DefaultExecutionSpace;
    const int teams = 5, n = 24;
    Kokkos::View<int *, Space> x("x", teams * n);
    Kokkos::parallel_for(
        "fill", Kokkos::RangePolicy<Space>(0, teams * n),
        KOKKOS_LAMBDA(const int i) { x(i) = (i * 7) % 11; });
    int odd = 0;
    Kokkos::TeamPolicy<Space> policy(teams, Kokkos::AUTO);
    Kokkos::parallel_reduce(
        "count",
        policy.set_scratch_size(0, Kokkos::PerTeam(n * sizeof(int))),
        KOKKOS_LAMBDA(const Kokkos::TeamPolicy<Space>::member_type &team, int &total) {
          const int c = stage_and_count<Space>(team, x, n);
          Kokkos::single(Kokkos::PerTeam(team), [&]() { total += c; });
        },
        odd);
    std::printf("odd values %d\n", odd);
  }
  Kokkos::finalize();
  return 0;
}
