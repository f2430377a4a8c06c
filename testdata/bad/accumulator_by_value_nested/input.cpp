// KT1029: the accumulator of a nested parallel_reduce over a TeamThreadRange is taken by value
// (`double part`): real Kokkos compiles it and loses every contribution (row stays 0), so it
// is refused too. The error is at the parameter `part` on line 20.
#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int rows = 4, cols = 8;
    Kokkos::View<double**> m("m", rows, cols);
    Kokkos::View<double*> sums("sums", rows);
    Kokkos::deep_copy(m, 1.0);
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(rows, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type& t) {
          double row = 0;
          Kokkos::parallel_reduce(
              Kokkos::TeamThreadRange(t, cols), [&](int j, double part) { part += m(t.league_rank(), j); },
              row);
          sums(t.league_rank()) = row;
        });
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), sums);
    std::printf("sum0 %g\n", h(0));
  }
  Kokkos::finalize();
  return 0;
}

// by-value accumulator of a nested reduction: reported at the parameter 'part'.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:20:67: error: {{.*}}[KT1029]
// expected-error@20 {{[KT1029]}}
