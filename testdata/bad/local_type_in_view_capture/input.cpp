// KT1013: a captured View whose value type is an enum declared inside main: the kernel's
// parameter type would name it outside main (a View of a local struct travels; a local enum
// does not). Valid Kokkos; the error is at the use of `cs` in the body (line 13), where the
// implicit capture happens.
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    enum Color { Red, Green, Blue };
    const int n = 100;
    Kokkos::View<Color*> cs("cs", n);
    Kokkos::parallel_for("paint", n, KOKKOS_LAMBDA(const int i) { cs(i) = i % 2 ? Red : Blue; });
  }
  Kokkos::finalize();
  return 0;
}

// captured View of a function-local enum.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:13:67: error: {{.*}}[KT1013]
// expected-error@13 {{[KT1013]}}
