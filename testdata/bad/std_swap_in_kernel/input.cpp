// KT1070: std::swap is not constexpr in C++17, so on CUDA and HIP it runs on the host only
// and nvcc would reject the call in the kernel (Kokkos::kokkos_swap is the device one).
// The error is at the call on line 14.
#include <Kokkos_Core.hpp>
#include <cstdio>
#include <utility>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> a("a", 10), b("b", 10);
    Kokkos::parallel_for(10, KOKKOS_LAMBDA(int i) {
      double x = i, y = 2 * i;
      std::swap(x, y);
      a(i) = x;
      b(i) = y;
    });
    double s = 0;
    Kokkos::parallel_reduce(10, KOKKOS_LAMBDA(int i, double& r) { r += a(i) - b(i); }, s);
    std::printf("sum %g\n", s);
  }
  Kokkos::finalize();
  return 0;
}

// std::swap (not constexpr in C++17) called in a kernel: reported at the call.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:14:12: error: {{.*}}[KT1070]
// expected-error@14 {{[KT1070]}}
