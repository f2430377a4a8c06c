// A functor's C-array data member used in a member function its operator() calls: refused with
// a message that names Kokkos::Array (which translates); the array used in operator() itself
// travels with the kernel (captured_c_arrays).
#include <Kokkos_Core.hpp>

struct Stencil {
  Kokkos::View<double *> in, out;
  double w[3];
  int n;
  KOKKOS_FUNCTION double at(int i) const { return (i < 0 || i >= n) ? 0.0 : in(i); }
  KOKKOS_FUNCTION double apply(int i) const { return w[0] * at(i - 1) + w[1] * at(i) + w[2] * at(i + 1); }
  KOKKOS_FUNCTION void operator()(int i) const { out(i) = apply(i); }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<double *> a("a", n), b("b", n);
    Kokkos::parallel_for("st", n, Stencil{a, b, {0.25, 0.5, 0.25}, n});
  }
  Kokkos::finalize();
}
