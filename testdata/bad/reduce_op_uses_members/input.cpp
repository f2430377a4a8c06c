// A functor whose final() uses one of its members (the tutorial's GeometricMean divides by its
// member n): the kernel's reduction op is static and has no functor object. Refused at the use.
#include <Kokkos_Core.hpp>

struct GeometricMean {
  using value_type = double;
  Kokkos::View<double*> v;
  int n;
  KOKKOS_FUNCTION void init(value_type& x) const { x = 1.0; }
  KOKKOS_FUNCTION void join(value_type& a, const value_type& b) const { a *= b; }
  KOKKOS_FUNCTION void final(value_type& x) const { x = Kokkos::pow(x, 1.0 / n); }
  KOKKOS_FUNCTION void operator()(const int i, value_type& p) const { p *= v(i); }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> v("v", 10);
    double r = 0;
    Kokkos::parallel_reduce(10, GeometricMean{v, 10}, r);
  }
  Kokkos::finalize();
}
