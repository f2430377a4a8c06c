// KT1027: a dispatch written by a user macro is translated by writing the macro call's
// expansion in its place, but this call's arguments hold a preprocessor conditional, which
// the expansion would drop (the skipped branch too). The error is at the call `FILL(` on
// line 14. The same call with its argument chosen outside it translates (macro_dispatch).
#include <Kokkos_Core.hpp>
#include <cstdio>

#define FILL(v, x) Kokkos::parallel_for("fill", v.extent(0), KOKKOS_LAMBDA(int i) { v(i) = x; })

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> a("a", 10);
    FILL(a,
#ifdef USE_THREE
         3.0
#else
         2.0
#endif
    );
    double s = 0;
    Kokkos::parallel_reduce(10, KOKKOS_LAMBDA(int i, double& r) { r += a(i); }, s);
    std::printf("sum %g\n", s);
  }
  Kokkos::finalize();
  return 0;
}

// dispatch in a user macro whose call spans a conditional: reported at the call 'FILL'.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:14:5: error: {{.*}}[KT1027]
// expected-error-re@14 {{spans a preprocessor directive{{.*}}[KT1027]}}
