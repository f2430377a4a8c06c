// KT1010: an MDRangePolicy of rank 5 (the translator supports rank 2 to 4). Valid Kokkos
// (ranks up to 6); the error is at the policy `Kokkos::MDRangePolicy<...>(...)` on line 12.
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 4;
    Kokkos::View<double*****> a("a", n, n, n, n, n);
    Kokkos::parallel_for(
        "rank5",
        Kokkos::MDRangePolicy<Kokkos::Rank<5>>({0, 0, 0, 0, 0}, {n, n, n, n, n}),
        KOKKOS_LAMBDA(const int i, const int j, const int k, const int l, const int m) {
          a(i, j, k, l, m) = i + j + k + l + m;
        });
  }
  Kokkos::finalize();
  return 0;
}
