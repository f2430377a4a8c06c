// KT1027: a Kokkos name spelled in a user #define (the Kokkos tutorials' `#define MemSpace
// Kokkos::HostSpace`). No edit can land inside a macro definition, so the output would keep
// `Kokkos::`. The error is at `Kokkos::` on line 6; `using MemSpace = ...;` translates.
#include <Kokkos_Core.hpp>

#define MemSpace Kokkos::HostSpace

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*, MemSpace> x("x", 10);
    Kokkos::parallel_for(Kokkos::RangePolicy<MemSpace::execution_space>(0, 10), KOKKOS_LAMBDA(const int i) { x(i) = i; });
  }
  Kokkos::finalize();
  return 0;
}
