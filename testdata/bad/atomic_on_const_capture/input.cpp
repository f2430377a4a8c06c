// Exit 2: an atomic write to a by-value capture (const inside the lambda). Kokkos rejects it
// at compile time; so does the bundled header (a static_assert in atomic_compare_exchange,
// instantiated from line 13).
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    int owner = -1;
    Kokkos::View<int*> x("x", 10);
    Kokkos::parallel_for(10, KOKKOS_LAMBDA(const int i) {
      x(i) = i;
      Kokkos::atomic_compare_exchange(&owner, -1, i);
    });
  }
  Kokkos::finalize();
  return 0;
}

// An atomic write to a by-value capture: clang error in the bundled header (exit 2), instantiated at line 13.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 2 %s | FileCheck %s
// CHECK: Kokkos_Core.hpp:{{[0-9]+}}:{{[0-9]+}}: error: static assertion failed {{.*}}Kokkos atomic operation on a const object
// CHECK: input.cpp:13:
// expected-error@*:* {{Kokkos atomic operation on a const object}}
