// View<double*[3]> has rank 2 (one run-time, one static extent): indexing it with one index
// is wrong in Kokkos (no such operator()), so clang rejects it (exit 2).
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*[3]> x("x", 10);
    Kokkos::parallel_for("fill", 10, KOKKOS_LAMBDA(const int i) { x(i) = 0.0; });
  }
  Kokkos::finalize();
  return 0;
}

// View<double*[3]> indexed with one index: clang error, exit 2.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 2 %s | FileCheck %s
// CHECK: input.cpp:9:67: error:
// expected-error@9 {{no matching function for call to object of type 'const Kokkos::View<double *[3]>'}}
