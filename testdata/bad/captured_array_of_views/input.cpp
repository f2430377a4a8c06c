// KT1059: a captured C array of Views. Kokkos copies the array with the lambda, each View
// element by its copy constructor (counting references); the kernel receives arrays as their
// bytes, which would not. Valid Kokkos 3.4; the error is at the use of 'vs' (line 16).
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 32;
    Kokkos::View<double*> vs[2] = {Kokkos::View<double*>("a", n), Kokkos::View<double*>("b", n)};
    double coef[2] = {1.0, 2.0};
    Kokkos::parallel_for(
        "pair", n,
        KOKKOS_LAMBDA(const int i) {
          const double c = coef[i % 2];
          vs[0](i) = c * i;
        });
  }
  Kokkos::finalize();
  return 0;
}

// A captured array of Views: reported at its first use in the body.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:16:11: error: {{.*}}[KT1059]
// expected-error@16 {{[KT1059]}}
