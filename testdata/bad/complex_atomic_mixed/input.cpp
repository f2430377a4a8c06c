// One kernel using atomic_add on a Kokkos::complex (each part atomic on its own) and
// atomic_mul (the pair under a lock): the two do not exclude each other (KT1046).
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<Kokkos::complex<double>*> z("z", 10);
    Kokkos::parallel_for(10, KOKKOS_LAMBDA(const int i) {
      Kokkos::atomic_add(&z(0), z(i));
      Kokkos::atomic_mul(&z(0), Kokkos::complex<double>(0.0, 1.0));
    });
  }
  Kokkos::finalize();
  return 0;
}

// atomic_add and atomic_mul on a Kokkos::complex in one kernel: reported at the second.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:11:15: error: {{.*}}[KT1046]
// expected-error@11 {{[KT1046]}}
