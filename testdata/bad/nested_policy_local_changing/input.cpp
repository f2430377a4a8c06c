// KT1015: a nested policy held in a local variable whose bound is a variable of the kernel
// that changes before the dispatch: the kernel has no policy object, and lowering the
// dispatch with the call in its place would read the new value. Valid Kokkos (the policy
// keeps m's value at its construction); the error is at the declaration on line 15 (column 11).
#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<int *> out("out", 4);
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(4, Kokkos::AUTO), KOKKOS_LAMBDA(const Kokkos::TeamPolicy<>::member_type &team) {
          int m = 4;
          auto range = Kokkos::TeamThreadRange(team, m);
          m = 8;
          int total = 0;
          Kokkos::parallel_reduce(range, [=](const int i, int &t) { t += i + m; }, total);
          out(team.league_rank()) = total;
        });
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), out);
    std::printf("%d\n", h(0));
  }
  Kokkos::finalize();
  return 0;
}

// A nested policy in a local variable whose bound changes before its dispatch.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:15:11: error: {{.*}}[KT1015]
// expected-error-re@15 {{may change before its dispatches{{.*}}[KT1015]}}
// expected-error@18 {{[KT1015]}}
