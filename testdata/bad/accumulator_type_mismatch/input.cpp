// A reduction lambda whose accumulator type differs from its result's: Kokkos passes the
// result's value type (double) to the body, so `float &l` does not compile with Kokkos 3.4 or
// 4.6 ("cannot bind non-const lvalue reference of type 'float&' to a value of type 'double'").
// Refused at the accumulator rather than reduced in a type Kokkos never used.
#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<float *> x("x", 100);
    Kokkos::deep_copy(x, 0.5f);
    double sum = 0;
    Kokkos::parallel_reduce("sum", 100, KOKKOS_LAMBDA(const int i, float &l) { l += x(i); }, sum);
    std::printf("%f\n", sum);
  }
  Kokkos::finalize();
}

// A reduction lambda's accumulator (float&) differs from its result's type (double).
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:14:75: error: {{.*}}[KT1058]
// expected-error-re@14 {{but its result reduces in 'double'{{.*}}[KT1058]}}
