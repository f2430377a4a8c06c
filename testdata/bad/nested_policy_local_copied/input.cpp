// KT1015: a nested policy held in a local variable and then copied into another: the kernel
// has no policy object (the dispatches over the first variable use the call itself), so any
// other use of the variable is refused. Valid Kokkos; the error is at `range` on line 16
// (column 24).
#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<int *> out("out", 4);
    const int n = 5;
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(4, Kokkos::AUTO), KOKKOS_LAMBDA(const Kokkos::TeamPolicy<>::member_type &team) {
          auto range = Kokkos::TeamThreadRange(team, n);
          auto again = range;
          int total = 0;
          Kokkos::parallel_reduce(again, [=](const int i, int &t) { t += i; }, total);
          out(team.league_rank()) = total;
        });
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), out);
    std::printf("%d\n", h(0));
  }
  Kokkos::finalize();
  return 0;
}

// A nested policy in a local variable copied into another variable.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:16:24: error: {{.*}}[KT1015]
// expected-error-re@16 {{other than as the policy{{.*}}[KT1015]}}
// expected-error@18 {{[KT1015]}}
