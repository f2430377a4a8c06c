// kokkos_macro_test: a preprocessor test of a KOKKOS_* macro that Kokkos defines but the runtime
// shim does not (here Kokkos_Core.hpp's include guard). In the output the shim stands in for
// Kokkos, so the #error branch, skipped in the parse, would be compiled: refused with KT1060.
// (Found by the fuzz stage: a test of a macro the shim lacked let an untranslated branch
// through with exit 0.)
#include <Kokkos_Core.hpp>
#include <cstdio>

#ifndef KOKKOS_CORE_HPP
#error "this program needs Kokkos_Core.hpp"
#endif

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> x("x", 8);
    Kokkos::parallel_for(8, KOKKOS_LAMBDA(const int i) { x(i) = i; });
    Kokkos::fence();
  }
  Kokkos::finalize();
}

// a test of a Kokkos macro the shim does not define: reported at the macro name.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:9:9: error: {{.*}}[KT1060]
// expected-error-re@9 {{would take another branch in the output{{.*}}[KT1060]}}
