// KT1004: an exception thrown inside a kernel. Valid Kokkos on host backends; the error is
// at `throw` (line 15).
#include <Kokkos_Core.hpp>
#include <stdexcept>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<double*> x("x", n);
    Kokkos::parallel_for(
        "check", n,
        KOKKOS_LAMBDA(const int i) {
          if (x(i) < 0)
            throw std::runtime_error("negative");
          x(i) = 2 * x(i);
        });
  }
  Kokkos::finalize();
  return 0;
}

// throw in a kernel: reported at 'throw'.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:15:13: error: {{.*}}[KT1004]
// expected-error@15 {{[KT1004]}}
// expected-error@15 {{[KT1070]}}
