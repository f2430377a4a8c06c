// KT1015: parallel_scan over TeamThreadRange with a reducer as its third argument. Kokkos has
// the reducer form over ThreadVectorRange only; over TeamThreadRange the third argument is the
// total's variable. The error is at the reducer `red` on line 20.
#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 64;
    Kokkos::View<int**> y("y", n, n);
    Kokkos::parallel_for("rows", Kokkos::TeamPolicy<>(n, Kokkos::AUTO),
                         KOKKOS_LAMBDA(const member_type& team) {
      const int r = team.league_rank();
      int total = 0;
      Kokkos::Sum<int> red(total);
      Kokkos::parallel_scan(Kokkos::TeamThreadRange(team, n), [&](const int j, int& acc, const bool final) {
        acc += j; if (final) y(r, j) = acc; }, red);
    });
  }
  Kokkos::finalize();
  return 0;
}

// nested parallel_scan over TeamThreadRange with a reducer: reported at the reducer.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:20:48: error: {{.*}}[KT1015]
// expected-error@20 {{[KT1015]}}
