// KT1027: the policy comes from a user macro whose parts the translator reads (the bounds of
// the RangePolicy are inside the macro's expansion). The error is at `POLICY` on line 15. A
// macro that stands for a whole bound (N) is fine.
#include <Kokkos_Core.hpp>
#include <cstdio>

#define N 10
#define POLICY Kokkos::RangePolicy<>(0, N)

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> a("a", N);
    Kokkos::parallel_for(N, KOKKOS_LAMBDA(int i) { a(i) = 1.0; });
    Kokkos::parallel_for(POLICY, KOKKOS_LAMBDA(int i) { a(i) += 1.0; });
    double s = 0;
    Kokkos::parallel_reduce(N, KOKKOS_LAMBDA(int i, double& r) { r += a(i); }, s);
    std::printf("sum %g\n", s);
  }
  Kokkos::finalize();
  return 0;
}

// policy from a user macro: reported at 'POLICY'.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:15:26: error: {{.*}}[KT1027]
// expected-error@15 {{[KT1027]}}
