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
