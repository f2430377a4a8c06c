// KT1001: a host scalar captured by reference ([&]) and written in the kernel: every GPU
// thread would race on one host variable. Valid Kokkos on host backends; the error is at
// the write `sum += x(i)` (line 14).
#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<double*> x("x", n);
    double sum = 0;
    Kokkos::parallel_for(n, [&](const int i) {
      sum += x(i);
    });
    std::printf("%g\n", sum);
  }
  Kokkos::finalize();
  return 0;
}

// [&] capture written: reported at the compound assignment operator of 'sum += x(i)'.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:14:11: error: {{.*}}[KT1001]
// expected-error@14 {{[KT1001]}}
