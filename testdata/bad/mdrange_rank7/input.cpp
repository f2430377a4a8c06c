// KT1010: an MDRangePolicy of rank 7 (Kokkos and the translator support ranks 2 to 6); the
// error is at the policy `Kokkos::MDRangePolicy<...>(...)` on line 12.
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 2;
    Kokkos::View<double*******> a("a", n, n, n, n, n, n, n);
    Kokkos::parallel_for(
        "rank7",
        Kokkos::MDRangePolicy<Kokkos::Rank<7>>({0, 0, 0, 0, 0, 0, 0}, {n, n, n, n, n, n, n}),
        KOKKOS_LAMBDA(const int i, const int j, const int k, const int l, const int m,
                      const int o, const int p) { a(i, j, k, l, m, o, p) = i + j + k + l + m + o + p; });
  }
  Kokkos::finalize();
  return 0;
}

// MDRangePolicy rank 7: reported at the policy expression.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:12:9: error: {{.*}}[KT1010]
// expected-error@12 {{[KT1010]}}
