// A kernel naming things through using-declarations of the function around the dispatch. The
// kernel is emitted outside that function, where those declarations are not in scope (before:
// exit 0, and the output did not compile). A using-declaration inside the body travels with
// it, and the dispatch and nesting names are lowered, so neither is refused.
#include <Kokkos_Core.hpp>
#include <cmath>
#include <cstdio>

namespace lib {
KOKKOS_INLINE_FUNCTION double twice(double v) { return 2 * v; }
} // namespace lib

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    using Kokkos::View;
    using Kokkos::parallel_reduce;
    using Kokkos::Experimental::finite_max;
    using lib::twice;
    View<double *> x("x", 8);
    Kokkos::parallel_for(8, KOKKOS_LAMBDA(const int i) {
      using std::sqrt;
      View<double *> y = x;
      y(i) = twice(sqrt(4.0 * i)) + (finite_max<float>::value > 0 ? 1 : 0);
    });
    double s = 0;
    parallel_reduce(8, KOKKOS_LAMBDA(const int i, double &acc) { acc += x(i); }, s);
    printf("%g\n", s);
  }
  Kokkos::finalize();
}

// RUN: %kt --target=cuda --verify %s
// RUN: %kt --target=openacc --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:23:7: error: 'View' is found through the using-declaration of the enclosing function at line 16{{.*}}[KT1011]
// CHECK: input.cpp:24:14: error: 'twice' is found {{.*}} at line 19{{.*}}[KT1011]
// CHECK: input.cpp:24:38: error: 'finite_max' is found {{.*}} at line 18{{.*}}[KT1011]
// expected-error-re@23 {{'View' is found through the using-declaration{{.*}}[KT1011]}}
// expected-error-re@24 {{'twice' is found through the using-declaration{{.*}}[KT1011]}}
// expected-error-re@24 {{'finite_max' is found through the using-declaration{{.*}}[KT1011]}}
