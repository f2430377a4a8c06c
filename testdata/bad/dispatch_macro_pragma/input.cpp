// KT1027: a macro call that writes a dispatch is translated by writing its expansion in its
// place, but this macro also writes a _Pragma, which the preprocessor consumes: the expansion
// would lose it. The error is at the call `SCALE(` on line 13.
#include <Kokkos_Core.hpp>
#include <cstdio>

#define SCALE(v, s) \
  _Pragma("GCC diagnostic push") \
  Kokkos::parallel_for("scale", v.extent(0), KOKKOS_LAMBDA(int i) { v(i) *= s; }) \
  _Pragma("GCC diagnostic pop")

void scale(Kokkos::View<double*> a) {
  SCALE(a, 2.0);
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> a("a", 10);
    Kokkos::deep_copy(a, 1.0);
    scale(a);
    double s = 0;
    Kokkos::parallel_reduce(10, KOKKOS_LAMBDA(int i, double& r) { r += a(i); }, s);
    std::printf("sum %g\n", s);
  }
  Kokkos::finalize();
  return 0;
}

// a macro call writing a dispatch and a _Pragma: reported at the call 'SCALE'.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:13:3: error: {{.*}}[KT1027]
// expected-error-re@13 {{_Pragma{{.*}}[KT1027]}}
