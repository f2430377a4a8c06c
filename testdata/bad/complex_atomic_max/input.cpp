// An atomic that Kokkos does not define on a Kokkos::complex (no ordering): KT1046.
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<Kokkos::complex<double>*> z("z", 10);
    Kokkos::parallel_for(10, KOKKOS_LAMBDA(const int i) {
      Kokkos::complex<double> old = Kokkos::atomic_fetch_max(&z(0), z(i));
      z(i) = old;
    });
  }
  Kokkos::finalize();
  return 0;
}

// atomic_fetch_max on a Kokkos::complex in a kernel (Kokkos defines none): reported at the callee name.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:9:45: error: {{.*}}[KT1046]
// expected-error@9 {{[KT1046]}}
