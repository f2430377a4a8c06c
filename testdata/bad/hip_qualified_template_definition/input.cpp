// A dispatch in a function template declared in a namespace and defined outside it under a
// qualified name: hipcc (clang) emits no host stub for the kernel template launched there, so
// the HIP output would not link. Refused on HIP only (CUDA, OpenMP and OpenACC translate it:
// testdata/templates_explicit_ns).
#include <Kokkos_Core.hpp>
#include <cstdio>

namespace lib {
template <class T>
T total(Kokkos::View<T*> v);
}  // namespace lib

template <class T>
T lib::total(Kokkos::View<T*> v) {
  T s = 0;
  Kokkos::parallel_reduce("total", v.extent(0), KOKKOS_LAMBDA(const int i, T& a) { a += v(i); }, s);
  return s;
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> d("d", 10);
    Kokkos::deep_copy(d, 1.5);
    std::printf("total %.2f\n", lib::total(d));
  }
  Kokkos::finalize();
  return 0;
}
