// KT1029: the reduction accumulator is taken by value (`unsigned r`), so the body's updates
// would be lost; real Kokkos rejects it (it deduces the value type from a reference). The
// error is at the parameter `r` on line 14.
#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<unsigned*> a("a", 10);
    Kokkos::deep_copy(a, 3u);
    unsigned s = 0;
    Kokkos::parallel_reduce(
        10, KOKKOS_LAMBDA(int i, unsigned r) { r += a(i); }, s);
    std::printf("sum %u\n", s);
  }
  Kokkos::finalize();
  return 0;
}

// by-value reduction accumulator: reported at the parameter 'r'.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:14:43: error: {{.*}}[KT1029]
// expected-error@14 {{[KT1029]}}
