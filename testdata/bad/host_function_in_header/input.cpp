// KT1070: the kernel calls twice(), which util.hpp defines without KOKKOS_INLINE_FUNCTION.
// Without --in-root the header is not translated, so on CUDA and HIP the function stays
// host-only and nvcc would reject the call. The error is at the call on line 13.
#include <Kokkos_Core.hpp>
#include <cstdio>

#include "util.hpp"

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> a("a", 10);
    Kokkos::parallel_for(10, KOKKOS_LAMBDA(int i) { a(i) = twice(i); });
    double s = 0;
    Kokkos::parallel_reduce(10, KOKKOS_LAMBDA(int i, double& r) { r += a(i); }, s);
    std::printf("sum %g\n", s);
  }
  Kokkos::finalize();
  return 0;
}

// a kernel calls an unmarked function of a header that is not translated: reported at the call.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:13:60: error: {{.*}}[KT1070]
// expected-error@13 {{[KT1070]}}
