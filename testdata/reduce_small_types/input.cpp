// Reductions to 1- and 2-byte types over many blocks (Kokkos' own TestMDRangeReduce reduces
// bool, signed char, int8_t and int16_t with LOr and LAnd; Kokkos 3.4 has no bool identity): the blocks' partial results sit at
// addresses that are not 4-byte aligned, and the last block must read them as they are.
#include <Kokkos_Core.hpp>
#include <cstdint>
#include <cstdio>

template <class T>
void run(const char *name, int n, int k) {
  T lor = 0, land = 0, mx = 0;
  Kokkos::parallel_reduce(
      Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {n, 2}),
      KOKKOS_LAMBDA(const int i, const int, T &r) { r = r || i == k; }, Kokkos::LOr<T>(lor));
  Kokkos::parallel_reduce(
      n, KOKKOS_LAMBDA(const int i, T &r) { r = r && (i != k); }, Kokkos::LAnd<T>(land));
  Kokkos::parallel_reduce(
      n, KOKKOS_LAMBDA(const int i, T &r) { if (T(i % 101) > r) r = T(i % 101); },
      Kokkos::Max<T>(mx));
  std::printf("%s lor %d land %d max %d\n", name, int(lor), int(land), int(mx));
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  run<signed char>("schar", 70000, 12345);
  run<std::int8_t>("int8", 70000, -1);
  run<std::int16_t>("int16", 70000, 3);
  Kokkos::finalize();
  return 0;
}
