// KT1026: the kernel needs a constant of main at compile time (an array size), but the
// constant's initialiser calls a function, so it cannot be declared again in the kernel (and
// a kernel parameter is no constant). Valid Kokkos; the error is at the use of `N` (line 16).
#include <Kokkos_Core.hpp>

constexpr int square(int v) { return v * v; }

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    constexpr int N = square(4);
    Kokkos::View<double*> y("y", n);
    Kokkos::parallel_for(
        "window", n, KOKKOS_LAMBDA(const int i) {
          double t[N];
          for (int k = 0; k < N; ++k) t[k] = i + k;
          y(i) = t[N - 1];
        });
  }
  Kokkos::finalize();
  return 0;
}

// function-local constant needed at compile time whose initialiser calls a function.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:16:20: error: {{.*}}[KT1026]
// expected-error@16 {{[KT1026]}}
