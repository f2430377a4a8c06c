// A kernel that computes in long double, directly or in a function it calls: nvcc and hipcc
// treat long double as double in device code (as Kokkos' CUDA and HIP backends do), but GCC
// 12's nvptx offload (OpenACC) and clang 19's nvptx OpenMP offload have no 80-bit type, so
// the output would not compile for them: refused there, at the first use (in the kernel, or in
// the function it calls).
#include <Kokkos_Core.hpp>

template <class T>
KOKKOS_INLINE_FUNCTION double twice(T v) { return (double)(v + v); }

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double *> x("x", 100);
    Kokkos::parallel_for(100, KOKKOS_LAMBDA(int i) {
      long double v = 0.5L * i;
      x(i) = (double)(v * v);
    });
    Kokkos::parallel_for(100, KOKKOS_LAMBDA(int i) { x(i) += twice((long double)i); });
  }
  Kokkos::finalize();
}

// RUN: %kt --target=openacc --verify %s
// RUN: %kt --target=openmp --verify %s
// RUN: %refuses openacc 3 %s | FileCheck %s
// CHECK: input.cpp:16:{{[0-9]+}}: error: kernel '{{.*}}': computes in long double{{.*}}[KT1018]
// CHECK: input.cpp:9:{{[0-9]+}}: error: kernel '{{.*}}': computes in long double{{.*}}[KT1018]
// expected-error-re@16 {{computes in long double{{.*}}[KT1018]}}
// expected-error-re@9 {{computes in long double{{.*}}[KT1018]}}
