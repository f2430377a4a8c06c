// KT1011: a lambda with an init capture, stored in a variable and dispatched directly. The
// kernel of a stored lambda is launched at the dispatch, which would evaluate the initialiser
// `2.0 * a` there (after `a` changed), not where the lambda copied it. Reported at the init
// capture, line 13.
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> d("d", 10);
    double a = 1.0;
    auto f =
        [=, s = 2.0 * a](const int i) { d(i) = s * i; };
    a = 5.0;
    Kokkos::parallel_for(10, f);
  }
  Kokkos::finalize();
  return 0;
}

// A stored lambda with an init capture, dispatched directly: at the init capture.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:13:13: error: {{.*}}[KT1011]
// expected-error@13 {{[KT1011]}}
