// KT1006 after a parse error: a real use of Kokkos::Experimental::simd (a simd accumulator
// updated with a double) does not parse against the bundled header, which declares simd only
// far enough for its refusal. The refusal is still reported, at the first `simd` (line 10).
#include <Kokkos_Core.hpp>
#include <Kokkos_SIMD.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    using vec_t = Kokkos::Experimental::simd<double>;
    const int n = 64;
    Kokkos::View<double*> w("w", n);
    Kokkos::View<vec_t*> out("out", n);
    Kokkos::parallel_for("weights", n, KOKKOS_LAMBDA(const int i) {
      vec_t acc = 0.0;
      acc += 0.5 * w(i);
      out(i) = acc;
    });
  }
  Kokkos::finalize();
  return 0;
}

// A real use of Kokkos::Experimental::simd that does not parse against the bundled header:
// KT1006 at 'simd' after the parse error, exit 3.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:10:41: error: {{.*}}[KT1006]
// expected-error@10 {{[KT1006]}}
// expected-error@16 {{no viable overloaded '+='}}
