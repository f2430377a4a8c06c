// `double (*)[3]` is not a Kokkos data type (Kokkos spells it double*[3]); the translated View
// cannot represent it, so the tool refuses it (KT1024) where it is written.
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double (*)[3]> x("x", 10);
    Kokkos::parallel_for("fill", 10, KOKKOS_LAMBDA(const int i) { x(i, 0) = 0.0; });
  }
  Kokkos::finalize();
  return 0;
}

// View<double (*)[3]>: KT1024 at the View type.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:8:13: error: {{.*}}[KT1024]
// expected-error@8 {{[KT1024]}}
