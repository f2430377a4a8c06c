// KT1070: std::complex's arithmetic operators are not constexpr in C++17, so on CUDA and HIP
// they run on the host only and nvcc rejects them in a kernel (Kokkos::complex is the device
// type). real() is constexpr and allowed. The first error is at the `*` on line 15.
#include <Kokkos_Core.hpp>
#include <complex>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> a("a", 10);
    Kokkos::parallel_for(10, KOKKOS_LAMBDA(int i) {
      std::complex<double> c(i, 1.0), d(2.0, 3.0);
      a(i) = c.real();
      c = c * d;
      a(i) += c.real();
    });
    double s = 0;
    Kokkos::parallel_reduce(10, KOKKOS_LAMBDA(int i, double& r) { r += a(i); }, s);
    std::printf("sum %g\n", s);
  }
  Kokkos::finalize();
  return 0;
}

// std::complex operator* (not constexpr in C++17) in a kernel: reported at the operator.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:15:13: error: {{.*}}[KT1070]
// expected-error@15 {{[KT1070]}}
