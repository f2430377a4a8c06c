// A `*` deleted from the data type: View<double> is rank 0, but the program constructs it
// with one extent and indexes it with one index. Real Kokkos rejects the index (and aborts
// on the extent); the bundled header rejects both.
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<double> x("x", n);
    Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(const int i) { x(i) = i; });
  }
  Kokkos::finalize();
  return 0;
}

// View<double> (rank 0) constructed with one extent: the constructor is rejected (clang error, exit 2).
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 2 %s | FileCheck %s
// CHECK: input.cpp:10:26: error:
// expected-error@10 {{no matching constructor for initialization of 'Kokkos::View<double>'}}
// expected-error@11 {{no matching function for call to object of type 'const Kokkos::View<double>'}}
