// KT1006: Kokkos::UnorderedMap has no runtime-shim equivalent; the message says what to use
// instead. Reported at the first use of the name (line 11, `UnorderedMap`).
#include <Kokkos_Core.hpp>
#include <Kokkos_UnorderedMap.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::UnorderedMap<int, double> map(2 * n);
    Kokkos::parallel_for("insert", n, KOKKOS_LAMBDA(const int i) { map.insert(i % 17, 1.0 * i); });
    printf("size %d\n", (int)map.size());
  }
  Kokkos::finalize();
  return 0;
}
