// KT1005: a kernel calls a KOKKOS_INLINE_FUNCTION that calls itself (GPU kernels need a
// bounded call depth). The error is at the recursive call `fib` on line 8.
#include <Kokkos_Core.hpp>

KOKKOS_INLINE_FUNCTION
long fib(int k) {
  if (k < 2) return k;
  return fib(k - 1) + fib(k - 2);
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 20;
    Kokkos::View<long*> f("f", n);
    Kokkos::parallel_for("fib", n, KOKKOS_LAMBDA(const int i) { f(i) = fib(i); });
  }
  Kokkos::finalize();
  return 0;
}

// recursion: reported at the first recursive call 'fib(k - 1)'.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:8:10: error: {{.*}}[KT1005]
// expected-error@8 {{[KT1005]}}
// expected-error@8 {{[KT1005]}}
