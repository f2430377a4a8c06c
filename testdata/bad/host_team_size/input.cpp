// KT1023: a TeamPolicy on a host execution space with a team size of 4. The host lowering
// runs teams as Kokkos::Serial does, one thread each (Serial itself refuses a team size above
// 1); the error is at the team size argument (line 16).
#include <Kokkos_Core.hpp>
#include <cstdio>

using host_member = Kokkos::TeamPolicy<Kokkos::DefaultHostExecutionSpace>::member_type;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 8;
    Kokkos::View<double*, Kokkos::HostSpace> v("v", n);
    Kokkos::parallel_for(
        "rows",
        Kokkos::TeamPolicy<Kokkos::DefaultHostExecutionSpace>(n, 4),
        KOKKOS_LAMBDA(const host_member& t) { v(t.league_rank()) = t.team_size(); });
    std::printf("v %g\n", v(0));
  }
  Kokkos::finalize();
  return 0;
}

// host TeamPolicy with a team size other than 1 or AUTO: reported at the team size argument.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:16:66: error: {{.*}}[KT1023]
// expected-error@16 {{[KT1023]}}
