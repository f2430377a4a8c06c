// templates_explicit_ns: templated dispatch functions instantiated only by explicit
// instantiations written inside namespaces (a library's .cpp that instantiates its kernels for
// the value types it ships): in the namespace of the definition, in a nested namespace, and in
// a later block of the same namespace for a template declared in the namespace and defined out
// of line (a header declares it, the library's .cpp defines and instantiates it). The
// instantiations name the View types through aliases (an explicit instantiation that spells
// Kokkos:: itself is KT1006).
#include <Kokkos_Core.hpp>
#include <cstdio>

using DV = Kokkos::View<double*>;
using FV = Kokkos::View<float*>;
using IV = Kokkos::View<int*>;

namespace lib {
template <class T>
void scale(Kokkos::View<T*> v, T f) {
  Kokkos::parallel_for("scale", v.extent(0), KOKKOS_LAMBDA(const int i) { v(i) = v(i) * f + i; });
}
template void scale<double>(DV, double);
template void scale<float>(FV, float);

namespace detail {
template <class T, int K>
void fill(Kokkos::View<T*> v) {
  Kokkos::parallel_for(v.extent(0), KOKKOS_LAMBDA(const int i) { v(i) = T(K * (i % 5)); });
}
}  // namespace detail
namespace detail {
template void fill<int, 3>(IV);
}  // namespace detail

template <class T>
T total(Kokkos::View<T*> v);
}  // namespace lib

template <class T>
T lib::total(Kokkos::View<T*> v) {
  T s = 0;
  Kokkos::parallel_reduce("total", v.extent(0), KOKKOS_LAMBDA(const int i, T& a) { a += v(i); }, s);
  return s;
}

namespace lib {
template double total<double>(DV);
template int total<int>(IV);
}  // namespace lib

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    DV d("d", 100);
    FV f("f", 100);
    IV n("n", 100);
    Kokkos::deep_copy(d, 1.5);
    Kokkos::deep_copy(f, 2.0f);
    lib::scale(d, 2.0);
    lib::scale(f, 0.5f);
    lib::detail::fill<int, 3>(n);
    auto hf = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), f);
    std::printf("total d %.2f\n", lib::total(d));
    std::printf("total n %d\n", lib::total(n));
    std::printf("f[7] %.2f f[99] %.2f\n", hf(7), hf(99));
  }
  Kokkos::finalize();
}
