// KT1027: a Kokkos name spelled in a function-like user #define (its parameters complete it)
// whose expansions name something the runtime shim lacks (Kokkos::Experimental::simd). No edit
// can land inside its uses, so the output would keep `Kokkos::`. The error is at `Kokkos::` on
// line 8. A macro whose every expansion names what the shim has translates (golden case
// macro_defined_functors: `#define DVIEW(T) Kokkos::View<T *>`), and so does `#define MemSpace
// Kokkos::HostSpace` (a lone name).
#include <Kokkos_Core.hpp>
#define VEC(T) Kokkos::Experimental::simd<T>
#include <Kokkos_SIMD.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    VEC(double) v(1.0);
    (void)v;
    Kokkos::View<double*> x("x", 10);
    Kokkos::parallel_for(10, KOKKOS_LAMBDA(const int i) { x(i) = i; });
  }
  Kokkos::finalize();
  return 0;
}

// A Kokkos name inside a function-like #define whose expansion the shim lacks: at `Kokkos::`.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:8:16: error: {{.*}}[KT1027]
// expected-error@8 {{[KT1027]}}
