// KT1002: a std::vector (not trivially copyable, host memory) captured by a kernel.
// Valid Kokkos on host backends; the error is at the use of `weights` in the body (line 16),
// where the implicit capture happens.
#include <Kokkos_Core.hpp>
#include <vector>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<double*> y("y", n);
    std::vector<double> weights(n, 0.5);
    Kokkos::parallel_for(
        "scale", n,
        KOKKOS_LAMBDA(const int i) {
          y(i) = weights[i] * i;
        });
  }
  Kokkos::finalize();
  return 0;
}

// std::vector captured: reported at the use that captures it.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:16:18: error: {{.*}}[KT1002]
// expected-error@16 {{[KT1002]}}
// expected-error@16 {{[KT1070]}}
