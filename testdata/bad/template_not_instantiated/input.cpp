// KT1009: a dispatch inside a function template that this translation unit never
// instantiates, whose only parameter is a non-type pack: nothing runs it, but an assertion in
// its place could not name the template's parameters (a type pack can be named, `T...`). Valid
// Kokkos; the error is at the dispatch `Kokkos::parallel_for` on line 10.
#include <Kokkos_Core.hpp>

template <int... N>
void fill(Kokkos::View<double*> x) {
  const int n = x.extent(0);
  Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(const int i) { x(i) = (0.0 + ... + N); });
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> x("x", 100);
  }
  Kokkos::finalize();
  return 0;
}

// dispatch in a function template over a non-type pack only that is never instantiated: reported at
// the dispatch.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:10:3: error: {{.*}}[KT1009]
// expected-error@10 {{[KT1009]}}
