// A lambda returning a multidimensional nested range, called as a kernel's nested policy: only
// the one-dimensional ranges are lowered through such a lambda (case nested_policy_lambda), so
// the lambda would have to be captured, which its closure type cannot.
#include <Kokkos_Core.hpp>
#include <cstdio>
using member_type = Kokkos::TeamPolicy<>::member_type;
template <class Policy> void run(Policy &policy) {
  Kokkos::View<long[2]> out("out");
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(2, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type &team) {
    long s = 0;
    Kokkos::parallel_reduce(policy(team, 3, 4), [&](int i, int j, long &u) { u += i * 10 + j; }, s);
    Kokkos::single(Kokkos::PerTeam(team), [&]() { out(team.league_rank()) = s; });
  });
  auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), out);
  printf("%ld %ld\n", h(0), h(1));
}
int main(int argc, char **argv) {
  Kokkos::initialize(argc, argv);
  {
    auto p = KOKKOS_LAMBDA(const member_type &m, int a, int b) { return Kokkos::TeamThreadMDRange<Kokkos::Rank<2>, member_type>(m, a, b); };
    run(p);
  }
  Kokkos::finalize();
}

// Refused (KT1013 at the capture), nothing written.
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:11:29: error: 'policy' has a type that names a lambda's closure type{{.*}}[KT1013]
