// An application's own code in namespace Kokkos (as in copies of old Kokkos linear-algebra
// headers) calls its functions unqualified, before they are declared: inside a template the
// call is found by argument-dependent lookup through the Kokkos::View argument, whose
// namespace is Kokkos. The shim's View keeps namespace Kokkos among its associated
// namespaces, so the same lookup finds V_Scale in the output.
#include <Kokkos_Core.hpp>
#include <cstdio>

namespace Kokkos {

template <class V>
void scale_twice(const V& v) {
  V_Scale(v, 2.0);  // declared below: found at instantiation, through V's namespace
  V_Scale(v, 1.5);
}

template <class V>
void V_Scale(const V& v, double s) {
  Kokkos::parallel_for(v.extent(0), KOKKOS_LAMBDA(int i) { v(i) *= s; });
}

}  // namespace Kokkos

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> a("a", 100);
    Kokkos::parallel_for(100, KOKKOS_LAMBDA(int i) { a(i) = 0.5 * i; });
    Kokkos::scale_twice(a);
    double s = 0;
    Kokkos::parallel_reduce(100, KOKKOS_LAMBDA(int i, double& r) { r += a(i); }, s);
    std::printf("sum %.3f\n", s);
  }
  Kokkos::finalize();
  return 0;
}
