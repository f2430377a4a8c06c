// A C++ syntax error (missing ';'): the translator must stop with exit 2, write nothing,
// and report clang's error at the missing semicolon.
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  int n = 10
  Kokkos::View<double*> x("x", n);
  Kokkos::finalize();
  return 0;
}

// C++ syntax error: clang rejects it, so the tool exits 2 (no KT id).
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 2 %s | FileCheck %s
// CHECK: input.cpp:7:13: error:
// expected-error@7 {{expected ';' at end of declaration}}
