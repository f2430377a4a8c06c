// KT1027: a Kokkos name spelled in a user #define whose replacement is not just that name (a
// function-like macro building a View type). No edit can land inside its uses, so the output
// would keep `Kokkos::`. The error is at `Kokkos::` on line 7; `#define MemSpace
// Kokkos::HostSpace` (a lone name) translates, and so does `template <class T> using DView =
// Kokkos::View<T*>;`.
#include <Kokkos_Core.hpp>
#define DVIEW(T) Kokkos::View<T*>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    DVIEW(double) x("x", 10);
    Kokkos::parallel_for(10, KOKKOS_LAMBDA(const int i) { x(i) = i; });
  }
  Kokkos::finalize();
  return 0;
}

// A Kokkos name inside a user #define that is not a lone name: reported at `Kokkos::`.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:7:18: error: {{.*}}[KT1027]
// expected-error@7 {{[KT1027]}}
