// A KOKKOS_* macro the translator does not let through (an implementation macro of the bundled
// Kokkos header, not API): refused where it is used.
#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  std::printf("%d\n", KOKKOS_IMPL_VERSION_OF(1, 2, 3));
  Kokkos::finalize();
}

// A KOKKOS_* macro the shim does not define, used in user code: KT1006 at the macro.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:8:23: error: {{.*}}[KT1006]
// expected-error@8 {{[KT1006]}}
