// KT1011: a lambda that captures by reference, handed to a template that dispatches it on the
// host. At its call the lambda would become a struct of copies, so the kernel would not write
// the caller's variable. Reported at the implicitly captured use, line 17.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class F>
void run(int n, F f) {
  Kokkos::parallel_for(Kokkos::RangePolicy<Kokkos::DefaultHostExecutionSpace>(0, n), f);
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    double last = 0;
    Kokkos::View<double*, Kokkos::HostSpace> d("d", 10);
    run(10, [&](const int i) { d(i) = 2.0 * i; last = d(i); });
    std::printf("%f\n", last);
  }
  Kokkos::finalize();
  return 0;
}

// A lambda capturing by reference, passed to a template that dispatches it: at the capture.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:17:32: error: {{.*}}[KT1011]
// expected-error@17 {{[KT1011]}}
