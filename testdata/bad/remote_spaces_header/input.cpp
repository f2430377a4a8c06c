// KT1006 after a fatal error: Kokkos Remote Spaces is a separate library that neither the
// bundled API nor the shim provides, so its header is not found; the refusal says so at the
// include (line 6) instead of leaving only clang's "file not found".
#include <Kokkos_Core.hpp>
#include <cstdio>
#include <Kokkos_RemoteSpaces.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<int*> v("v", 8);
    Kokkos::parallel_for("fill", 8, KOKKOS_LAMBDA(const int i) { v(i) = i; });
  }
  Kokkos::finalize();
  return 0;
}

// Kokkos_RemoteSpaces.hpp (a separate library): KT1006 at the include after clang's fatal
// "file not found", exit 3.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:6:11: error: {{.*}}[KT1006]
// expected-error@6 {{[KT1006]}}
// expected-error@6 {{'Kokkos_RemoteSpaces.hpp' file not found}}
