// A functor reduction with init() but no join(): Kokkos sums the partials, each started by
// init(), so its result depends on the backend's partial count (Serial 5050). Refused.
#include <Kokkos_Core.hpp>
#include <cstdio>
struct InitOnly {
  using value_type = double;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, double& s) const { s += i; }
  KOKKOS_INLINE_FUNCTION void init(double& s) const { s = 100; }
};
int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<int*> d("d", 100);
    Kokkos::parallel_for(100, KOKKOS_LAMBDA(const int i) { d(i) = i * 7; });
    double s;
    Kokkos::parallel_reduce(100, InitOnly(), s);
    printf("%g\n", s);
  }
  Kokkos::finalize();
}

// init() without join() in a functor reduction: KT1016 at the functor argument.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:16:34: error: {{.*}}[KT1016]
// expected-error@16 {{[KT1016]}}
