// KT1011: a lambda stored in a variable copies `a` where it is defined (line 11); `a` changes
// in the loop after the dispatch, so the second iteration's dispatch would read the new value
// in the translation but the copied one in Kokkos. The error is at `a` on line 14.
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> x("x", 100);
    double a = 1.0;
    auto body = KOKKOS_LAMBDA(const int i) { x(i) += a; };
    for (int r = 0; r < 3; ++r) {
      Kokkos::parallel_for("add", 100, body);
      a *= 2.0;
    }
  }
  Kokkos::finalize();
  return 0;
}

// a capture of a stored lambda written after its definition, in the loop around the dispatch
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:14:7: error: {{.*}}[KT1011]
// expected-error@14 {{[KT1011]}}
