// KT1006: Kokkos::Experimental::partition_space has no runtime-shim equivalent (translated
// dispatches run in order on one stream); reported at `partition_space` (line 10).
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 64;
    Kokkos::View<double*> x("x", n);
    auto spaces = Kokkos::Experimental::partition_space(Kokkos::DefaultExecutionSpace(), 1, 1);
    Kokkos::parallel_for("fill", Kokkos::RangePolicy<>(spaces[0], 0, n), KOKKOS_LAMBDA(const int i) { x(i) = i; });
    Kokkos::fence();
  }
  Kokkos::finalize();
  return 0;
}

// Kokkos::Experimental::partition_space: KT1006 at 'partition_space'.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:10:41: error: {{.*}}[KT1006]
// expected-error@10 {{[KT1006]}}
