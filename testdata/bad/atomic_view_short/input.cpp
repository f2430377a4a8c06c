// An atomic View of a 2-byte value type: the translated atomics work on 4- and 8-byte values
// only, so the tool refuses it (KT1025) where the View type is written.
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<short*> counts("counts", 8);
    Kokkos::View<short*, Kokkos::MemoryTraits<Kokkos::Atomic>> acounts = counts;
    Kokkos::parallel_for("count", 1000, KOKKOS_LAMBDA(const int i) { acounts(i % 8) += 1; });
  }
  Kokkos::finalize();
  return 0;
}
