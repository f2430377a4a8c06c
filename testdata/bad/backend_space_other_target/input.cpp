// KT1006: Kokkos::CudaSpace used unguarded while translating for OpenACC. Real Kokkos built
// for the OpenACC backend has no CudaSpace either; the shim provides only the target's own
// backend names. The error is at `CudaSpace` (line 9): guard it with #ifdef KOKKOS_ENABLE_CUDA.
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*, Kokkos::CudaSpace> x("x", 10);
    Kokkos::parallel_for(10, KOKKOS_LAMBDA(const int i) { x(i) = i; });
  }
  Kokkos::finalize();
  return 0;
}

// A CUDA backend name translated for OpenACC: reported at 'CudaSpace'.
// RUN: %kt --target=openacc --verify %s
// RUN: %refuses openacc 3 %s | FileCheck %s
// CHECK: input.cpp:9:35: error: {{.*}}[KT1006]
// expected-error@9 {{[KT1006]}}
