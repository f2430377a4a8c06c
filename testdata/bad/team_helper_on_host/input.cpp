// KT1041: a team helper (a function taking the team member) called from a TeamPolicy on a host
// execution space. Helpers are lowered once, as the target's device functions, so the host
// lowering cannot call them; the error is at the dispatch (line 24).
#include <Kokkos_Core.hpp>
#include <cstdio>

using host_member = Kokkos::TeamPolicy<Kokkos::DefaultHostExecutionSpace>::member_type;

KOKKOS_INLINE_FUNCTION
double row_sum(const host_member& t, const Kokkos::View<double**, Kokkos::HostSpace>& a) {
  double s = 0.0;
  const int r = t.league_rank();
  Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, (int)a.extent(1)),
                          [&](const int j, double& p) { p += a(r, j); }, s);
  return s;
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 8;
    Kokkos::View<double**, Kokkos::HostSpace> a("a", n, n);
    Kokkos::View<double*, Kokkos::HostSpace> v("v", n);
    Kokkos::parallel_for(
        "rows", Kokkos::TeamPolicy<Kokkos::DefaultHostExecutionSpace>(n, 1),
        KOKKOS_LAMBDA(const host_member& t) { v(t.league_rank()) = row_sum(t, a); });
    std::printf("v %g\n", v(0));
  }
  Kokkos::finalize();
  return 0;
}

// team helper called from a host-space TeamPolicy: reported at the dispatch.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:24:5: error: {{.*}}[KT1041]
// expected-error@24 {{[KT1041]}}
