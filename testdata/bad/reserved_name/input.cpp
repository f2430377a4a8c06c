// reserved_name: user names the output reserves. Generated kernels take kt_begin/kt_end and
// accumulate in kt_acc, so a captured variable or accumulator of such a name would collide
// (the old output failed to compile, exit 0). Refused with KT1061 at each name's first
// declaration, and at a #define of one of the shim's macros (KT_INLINE).
#include <Kokkos_Core.hpp>
#include <cstdio>

#define KT_INLINE inline

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    const int kt_begin = 5;
    Kokkos::View<double*> x("x", n);
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { x(i) = 2.0 * i + kt_begin; });
    double s = 0;
    Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, double& kt_acc) { kt_acc += x(i); }, s);
    std::printf("%.3f\n", s);
  }
  Kokkos::finalize();
}

// names beginning with kt_ and KT_ macros: reported at the first, the macro (line 8).
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:8:9: error: {{.*}}[KT1061]
// expected-error-re@8 {{macro name the runtime shim defines{{.*}}[KT1061]}}
// expected-error@14 {{[KT1061]}}
// expected-error@18 {{[KT1061]}}
