// KT1010: the policy comes from a helper called at the dispatch; the launch would call it once
// per bound it reads, and the helper prints. The error is at the call on line 16; `auto p =
// make_policy(n);` before the dispatch translates.
#include <Kokkos_Core.hpp>
#include <cstdio>

Kokkos::RangePolicy<> make_policy(int n) {
  printf("policy for %d\n", n);
  return Kokkos::RangePolicy<>(0, n);
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> x("x", 10);
    Kokkos::parallel_for(make_policy(10), KOKKOS_LAMBDA(const int i) { x(i) = i; });
  }
  Kokkos::finalize();
  return 0;
}

// a policy helper with effects called at the dispatch: reported at the call.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:16:26: error: {{.*}}[KT1010]
// expected-error@16 {{[KT1010]}}
