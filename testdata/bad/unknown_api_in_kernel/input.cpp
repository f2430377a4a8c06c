// KT1006: a host-only Kokkos API (Kokkos::fence) inside a kernel. It compiles against Kokkos
// (fence is a host function) but cannot run on the device; the error is at `fence` (line 14).
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<double*> x("x", n);
    Kokkos::parallel_for(
        "guard", n,
        KOKKOS_LAMBDA(const int i) {
          if (x(i) < 0)
            Kokkos::fence();
          x(i) += 1;
        });
  }
  Kokkos::finalize();
  return 0;
}

// Kokkos::fence in a kernel: reported at the name 'fence'.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:14:21: error: {{.*}}[KT1006]
// expected-error@14 {{[KT1006]}}
