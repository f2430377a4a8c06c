// OpenACC: a function the kernel calls declares a constant local array. GCC 12 makes it static
// data ("'c' requires a 'declare' directive for use in a 'routine' function"), so the OpenACC
// target refuses it at the array; CUDA, HIP and OpenMP translate it.
#include <Kokkos_Core.hpp>
#include <cstdio>

KOKKOS_INLINE_FUNCTION double poly(double x) {
  constexpr double c[3] = {1.0, 2.0, 3.0};
  return c[0] + x * (c[1] + x * c[2]);
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double *> v("v", 16);
    Kokkos::parallel_for("eval", 16, KOKKOS_LAMBDA(const int i) { v(i) = poly(0.5 * i); });
    Kokkos::fence();
  }
  Kokkos::finalize();
}

// OpenACC: a constant local array in a function the kernel calls (GCC 12 cannot place it).
// RUN: %kt --target=openacc --verify %s
// RUN: %refuses openacc 3 %s | FileCheck %s
// CHECK: input.cpp:8:20: error: {{.*}}[KT1018]
// expected-error-re@8 {{constant local array{{.*}}[KT1018]}}
