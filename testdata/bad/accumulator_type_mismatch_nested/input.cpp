// A nested (TeamThreadRange) reduction whose lambda accumulator (float&) differs from its result's
// type (double): Kokkos 4.6.1's team backends call the lambda with the result's type and do not
// compile it. Refused at the accumulator (KT1058), as at the top level.
#include <Kokkos_Core.hpp>
#include <cstdio>
using member = Kokkos::TeamPolicy<>::member_type;
int main(int argc, char** argv) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> out("out", 4);
    Kokkos::parallel_for("t", Kokkos::TeamPolicy<>(4, Kokkos::AUTO), KOKKOS_LAMBDA(const member& t) {
      double s = 0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, 10), [&](const int j, float& x) { x += j; }, s);
      out(t.league_rank()) = s;
    });
  }
  Kokkos::finalize();
}

// A nested reduction lambda's accumulator (float&) differs from its result's type (double).
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:13:87: error: {{.*}}[KT1058]
// expected-error-re@13 {{but its result reduces in 'double'{{.*}}[KT1058]}}
