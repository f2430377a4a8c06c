// An execution space's fence() called as a static member (Kokkos 2.x code, miniAero's
// `Device::fence()`): Kokkos 3 and 4 declare it a non-static member, so real Kokkos rejects the
// program, and so does the parse against the bundled header (exit 2). It translated with exit 0
// into output that did not compile.
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> x("x", 10);
    Kokkos::parallel_for(10, KOKKOS_LAMBDA(const int i) { x(i) = i; });
    Kokkos::DefaultExecutionSpace::fence();  // miniAero: Device::fence() in a class template
  }
  Kokkos::finalize();
  return 0;
}

// A static call of an execution space's fence(): clang error in the bundled header (exit 2) at line 12.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 2 %s | FileCheck %s
// CHECK: input.cpp:12:36: error: call to non-static member function without an object argument
// expected-error@12 {{call to non-static member function without an object argument}}
