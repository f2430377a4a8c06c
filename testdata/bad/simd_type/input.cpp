// KT1006: Kokkos::Experimental::simd (Kokkos 4's SIMD types) has no runtime-shim equivalent;
// the message suggests scalar loops. Reported at `simd` (line 11).
#include <Kokkos_Core.hpp>
#include <Kokkos_SIMD.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 64;
    Kokkos::View<double*> x("x", n);
    using simd_t = Kokkos::Experimental::simd<double>;
    Kokkos::parallel_for("scale", n / (int)simd_t::size(), KOKKOS_LAMBDA(const int i) {
      simd_t v;
      v.copy_from(x.data() + i * simd_t::size(), Kokkos::Experimental::element_aligned);
      v = v * simd_t(2.0);
      v.copy_to(x.data() + i * simd_t::size(), Kokkos::Experimental::element_aligned);
    });
  }
  Kokkos::finalize();
  return 0;
}

// Kokkos::Experimental::simd: KT1006 at 'simd'.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:11:42: error: {{.*}}[KT1006]
// expected-error@11 {{[KT1006]}}
// expected-error@11 {{[KT1006]}}
// expected-error@14 {{[KT1006]}}
// expected-error@15 {{[KT1006]}}
// expected-error@16 {{[KT1006]}}
