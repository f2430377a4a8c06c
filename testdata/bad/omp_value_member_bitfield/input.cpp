// OpenMP: a bit-field read off a value the kernel computes (a call's result). clang refuses a
// data member of a computed object in a target region, and a bit-field has no pointer to
// member to reach it through: refused, with the advice to bind the object first.
#include <Kokkos_Core.hpp>

struct Flags {
  unsigned kind : 4;
  unsigned live : 1;
};

KOKKOS_INLINE_FUNCTION Flags flags_of(int i) { return Flags{unsigned(i % 16), unsigned(i % 2)}; }

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<int*> kinds("kinds", 32);
    Kokkos::parallel_for("kinds", 32, KOKKOS_LAMBDA(const int i) {
      kinds(i) = flags_of(i).kind;
    });
  }
  Kokkos::finalize();
}

// OpenMP: a bit-field read off a call's result in a kernel.
// RUN: %kt --target=openmp --verify %s
// RUN: %refuses openmp 3 %s | FileCheck %s
// CHECK: input.cpp:18:29: error: {{.*}}[KT1018]
// expected-error-re@18 {{bit-field{{.*}}[KT1018]}}
