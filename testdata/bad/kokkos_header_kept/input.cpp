// KT1028: an include that is not translated (util.hpp, a user header: only the input is
// translated when no --in-root is given) leads to a Kokkos header, so the output would still
// need Kokkos. The error is at that #include on line 7.
#include <Kokkos_Core.hpp>
#include <cstdio>

#include "util.hpp"

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> a("a", 10);
    Kokkos::parallel_for(10, KOKKOS_LAMBDA(int i) { a(i) = 1.0 + i; });
    double s = 0;
    Kokkos::parallel_reduce(10, KOKKOS_LAMBDA(int i, double& r) { r += a(i); }, s);
    std::printf("sum %g\n", twice(s));
  }
  Kokkos::finalize();
  return 0;
}

// a user header that is not translated includes Kokkos: reported at its #include.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:7:1: error: {{.*}}[KT1028]
// expected-error@7 {{[KT1028]}}
