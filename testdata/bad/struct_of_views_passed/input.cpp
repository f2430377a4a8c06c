// KT1002: a struct that holds Views is captured and passed whole to a function. The kernel
// receives a device image of the struct (its data members, each View as its handle), not the
// object, so only its data members can be used. Valid Kokkos; the error is at the use of
// `f` as an argument on line 22.
#include <Kokkos_Core.hpp>

struct Fields {
  Kokkos::View<double*> a, b;
  double s;
};

KOKKOS_INLINE_FUNCTION double mix(const Fields& f, const int i) { return f.a(i) + f.s * f.b(i); }

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Fields f{Kokkos::View<double*>("a", n), Kokkos::View<double*>("b", n), 2.0};
    Kokkos::View<double*> y("y", n);
    Kokkos::parallel_for(
        "mix", n, KOKKOS_LAMBDA(const int i) {
          y(i) = mix(f, i) + f.s;
        });
  }
  Kokkos::finalize();
  return 0;
}
