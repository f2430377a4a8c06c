// KT1026: the kernel uses a struct declared inside main that has a member function. Kernels
// are defined at namespace scope, so local declarations the body names are copied into the
// kernel; a member function is not (it would be host code). Valid Kokkos; the error is at the
// first use of `Scaler` in the body (line 17).
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    struct Scaler {
      double a;
      KOKKOS_INLINE_FUNCTION double apply(double v) const { return a * v; }
    };
    Kokkos::View<double*> y("y", n);
    Kokkos::parallel_for("apply", n, KOKKOS_LAMBDA(const int i) {
      Scaler s{2.0};
      y(i) = s.apply(i);
    });
  }
  Kokkos::finalize();
  return 0;
}

// function-local struct with a member function named in a kernel body.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:17:7: error: {{.*}}[KT1026]
// expected-error@17 {{[KT1026]}}
