// A kernel body and a device function it calls read namespace-scope variables, which live in
// host memory (Kokkos' CUDA and HIP backends reject this at compile time; the output did not
// compile with nvcc). Constexpr values and const scalars with constant initializers are fine.
#include <Kokkos_Core.hpp>

constexpr double kScale = 2.5;
const int kOffset = 3;
double gWeight = 1.5;
constexpr double kTable[3] = {1.0, 2.0, 4.0};

KOKKOS_INLINE_FUNCTION double weighted(int i) { return kTable[i % 3] * i; }

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double *> x("x", 10);
    Kokkos::parallel_for(10, KOKKOS_LAMBDA(int i) { x(i) = kScale * i + kOffset + gWeight; });
    Kokkos::parallel_for(10, KOKKOS_LAMBDA(int i) { x(i) += weighted(i); });
  }
  Kokkos::finalize();
}

// A kernel reading a mutable namespace-scope variable (and a device function reading a constexpr array): at the first use.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:17:83: error: {{.*}}[KT1057]
// expected-error@17 {{[KT1057]}}
// expected-error@11 {{[KT1057]}}
