// KT1011: the template that dispatches the lambda also calls it on the host, and the lambda is
// generic (`auto i`): the struct of its captures gets a host operator() only for a
// non-generic lambda. Reported at the lambda, line 17.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class F>
void run(int n, F f) {
  f(0);
  Kokkos::parallel_for(Kokkos::RangePolicy<Kokkos::DefaultHostExecutionSpace>(1, n), f);
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*, Kokkos::HostSpace> d("d", 10);
    run(10, [=](auto i) { d(i) = 2.0 * i; });
  }
  Kokkos::finalize();
  return 0;
}

// The template dispatching a passed generic lambda also calls it on the host: at the lambda.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:17:13: error: {{.*}}[KT1011]
// expected-error@17 {{[KT1011]}}
