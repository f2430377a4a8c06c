// KT1013: the kernel captures a variable whose struct type, declared inside main, holds a View.
// The kernel declares a local struct again and receives the object's bytes; a Kokkos member's
// size differs between Kokkos and the generated code, so this one cannot travel. Valid Kokkos;
// the error is at the use of `fields` in the body (line 17), where the implicit capture happens.
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    struct Fields {
      Kokkos::View<double*> y;
      double a, b;
    };
    const int n = 100;
    Fields fields{Kokkos::View<double*>("y", n), 2.0, 1.0};
    Kokkos::parallel_for("affine", n, KOKKOS_LAMBDA(const int i) {
      fields.y(i) = fields.a * i + fields.b;
    });
  }
  Kokkos::finalize();
  return 0;
}

// function-local struct holding a View captured: reported at the use that captures it.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:17:7: error: {{.*}}[KT1013]
// expected-error@17 {{[KT1013]}}
