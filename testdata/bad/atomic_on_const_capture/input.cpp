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
