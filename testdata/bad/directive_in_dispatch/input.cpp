// A dispatch statement that begins in one branch of a conditional opened before it and whose
// #endif is inside its lambda body: the kernel body would carry half the conditional (KT1056).
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> a("a", 10);
#if defined(KT_TEST_NEVER_DEFINED)
    Kokkos::parallel_for("init", 10, KOKKOS_LAMBDA(const int i) {
      a(i) = 2.0;
#else
    Kokkos::parallel_for("init", 10, KOKKOS_LAMBDA(const int i) {
      a(i) = 1.0;
#endif
    });
  }
  Kokkos::finalize();
}

// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:13:5: error: {{.*}}[KT1056]
// expected-error@13 {{[KT1056]}}
