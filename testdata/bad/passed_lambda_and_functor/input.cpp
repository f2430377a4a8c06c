// KT1009: one template dispatch is reached with a lambda passed in and with two functors whose
// kernels differ: the lambda gets its own kernel, but the functors share one kernel template,
// which cannot serve both. Reported at the dispatch, line 8, naming both instantiations.
#include <Kokkos_Core.hpp>

template <class F>
void run(int n, F f) {
  Kokkos::parallel_for(n, f);
}

struct Fill {
  Kokkos::View<double*> x;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { x(i) = i; }
};

struct Scale {
  Kokkos::View<double*> x;
  double a;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { x(i) *= a; }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> x("x", 10);
    run(10, Fill{x});
    run(10, KOKKOS_LAMBDA(const int i) { x(i) += 1; });
    run(10, Scale{x, 2.0});
  }
  Kokkos::finalize();
  return 0;
}

// A template dispatch reached with a passed lambda and two functors of different kernels.
// The message names both functor instantiations.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:8:3: error: {{.*}}[KT1009]
// expected-error-re@8 {{instantiations 'run<Fill>' and 'run<Scale>'{{.*}}[KT1009]}}
