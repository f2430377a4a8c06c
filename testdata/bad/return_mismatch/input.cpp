// `return;` in `int main`: -Wreturn-mismatch, an error by default in clang (g++ rejects it
// too). The translator parses with warnings off but must keep such errors: exit 2 at the
// `return` (line 13), nothing written.
#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> x("x", 10);
    Kokkos::parallel_for(10, KOKKOS_LAMBDA(const int i) { x(i) = 2.0 * i; });
    if (argc > 1)
      return;
    printf("x9 %g\n", x(9));
  }
  Kokkos::finalize();
  return 0;
}

// `return;` in int main: clang's default error -Wreturn-mismatch, kept although warnings are off.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 2 %s | FileCheck %s
// CHECK: input.cpp:13:7: error:
// expected-error@13 {{non-void function 'main' should return a value}}
