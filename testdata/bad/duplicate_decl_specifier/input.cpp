// Exit 2: `const const` is only a warning for clang, but g++ and nvcc reject it, so the output
// would not compile. The translator keeps it an error (at the second `const`, line 8).
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const const int n = 10;
    Kokkos::View<double*> x("x", n);
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { x(i) = i; });
  }
  Kokkos::finalize();
  return 0;
}

// `const const`: a clang warning that g++ and nvcc reject, kept an error (-Werror=duplicate-decl-specifier).
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 2 %s | FileCheck %s
// CHECK: input.cpp:8:11: error:
// expected-error@8 {{duplicate 'const' declaration specifier}}
