// KT1027: a free function that a kernel calls must become device-callable, but its declaration
// starts in the middle of a macro's expansion (after `static int calls = 0;`), where the
// qualifier cannot be written. The error is at the function's name `helper` on line 8. (A
// declaration that starts a macro's expansion, `DECL double f(...)`, gets the qualifier
// before the macro call.)
#include <Kokkos_Core.hpp>
#define WITH_COUNTER(type) static int calls = 0; type
WITH_COUNTER(double) helper(double x) { return 2 * x; }

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> a("a", 10);
    Kokkos::parallel_for(10, KOKKOS_LAMBDA(int i) { a(i) = helper(i); });
  }
  Kokkos::finalize();
  return 0;
}

// device function declared from inside a macro expansion: reported at its name.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:8:22: error: {{.*}}[KT1027]
// expected-error@8 {{[KT1027]}}
