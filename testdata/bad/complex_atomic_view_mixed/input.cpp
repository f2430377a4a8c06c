// A kernel that updates an atomic View of complex<double> (each access locks the pair) and
// calls Kokkos::atomic_add on a complex<double> (one atomic add per part): the two do not
// exclude each other (KT1046).
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<Kokkos::complex<double>*> z("z", 10);
    Kokkos::View<Kokkos::complex<double>*, Kokkos::MemoryTraits<Kokkos::Atomic>> za = z;
    Kokkos::parallel_for(10, KOKKOS_LAMBDA(const int i) {
      Kokkos::atomic_add(&z(0), z(i));
      za(0) *= Kokkos::complex<double>(0.0, 1.0);
    });
  }
  Kokkos::finalize();
}

// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:13:7: error: {{.*}}[KT1046]
// expected-error@13 {{[KT1046]}}
