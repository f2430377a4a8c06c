// A rank-2 View indexed with one index: real Kokkos has no such operator(), so clang
// rejects the program (exit 2) instead of the tool writing code nvcc then rejects.
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double**> a("a", 10, 10);
    Kokkos::parallel_for("fill", 10, KOKKOS_LAMBDA(const int i) {
      a(i) = 1.0;
    });
  }
  Kokkos::finalize();
  return 0;
}

// View<double**> indexed with one index: no matching operator() in Kokkos; clang error, exit 2.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 2 %s | FileCheck %s
// CHECK: input.cpp:10:7: error:
// expected-error@10 {{no matching function for call to object of type 'const Kokkos::View<double **>'}}
