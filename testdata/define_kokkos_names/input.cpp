// define_kokkos_names: object-like #defines whose replacements spell Kokkos names among other
// tokens (Kokkos' unit tests choose a space so: `std::conditional_t<std::is_same_v<E,
// Kokkos::Cuda>, Kokkos::CudaHostPinnedSpace, E>`), a Kokkos name followed by template
// arguments, and one followed by members (`Kokkos::DefaultExecutionSpace::memory_space`): each
// name takes the shim's spelling (in host code: a macro written inside a kernel body is
// KT1027 of its own).
#include <Kokkos_Core.hpp>
#include <cstdio>
#include <type_traits>

#define DEV_MEM Kokkos::DefaultExecutionSpace::memory_space
#define HOST_OR_DEV                                                                        \
  std::conditional_t<std::is_same<Kokkos::DefaultExecutionSpace, Kokkos::Serial>::value, \
                     Kokkos::HostSpace, DEV_MEM>
#define VEC Kokkos::View<double *, Kokkos::LayoutRight, HOST_OR_DEV>
#define UNMANAGED Kokkos::MemoryTraits<Kokkos::Unmanaged>

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    VEC a("a", n);
    Kokkos::View<double *, Kokkos::LayoutRight, DEV_MEM, UNMANAGED> ua(a.data(), n);
    VEC::const_type ca = a;
    Kokkos::parallel_for(
        "fill", n, KOKKOS_LAMBDA(const int i) { ua(i) = 0.5 * i + ca.extent(0); });
    double sum = 0;
    Kokkos::parallel_reduce(
        "sum", n, KOKKOS_LAMBDA(const int i, double &s) { s += a(i); }, sum);
    std::printf("sum %.1f rank %d same-space %d\n", sum, int(VEC::rank),
                int(std::is_same<VEC::memory_space, DEV_MEM>::value));
  }
  Kokkos::finalize();
  return 0;
}
