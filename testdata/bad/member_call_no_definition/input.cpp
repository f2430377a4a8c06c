// KT1017: a functor kernel calls a member function whose definition is not visible in this
// file (it would be defined in another translation unit). Compiles (-fsyntax-only) with
// Kokkos; the error is at the call `weight` on line 13.
#include <Kokkos_Core.hpp>

struct Weighted {
  Kokkos::View<double*> x;
  // Defined elsewhere: the translator cannot copy its body into the kernel.
  KOKKOS_FUNCTION double weight(int i) const;

  KOKKOS_INLINE_FUNCTION
  void operator()(const int i) const {
    x(i) *= weight(i);
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<double*> x("x", n);
    Kokkos::parallel_for("weighted", n, Weighted{x});
  }
  Kokkos::finalize();
  return 0;
}

// member function without a visible definition: reported at the call.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:13:13: error: {{.*}}[KT1017]
// expected-error@13 {{[KT1017]}}
