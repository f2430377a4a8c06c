// KT1008: a functor uses a protected member of its base class. The launch reads a functor's
// non-public members through an accessor struct generated inside the functor's class, which
// reaches its own members only. Valid Kokkos; the error is at the declaration of the base's
// member `factor_` (line 9), which is where the fix goes.
#include <Kokkos_Core.hpp>

class Base {
protected:
  double factor_ = 2.0;
};

class Scale : public Base {
public:
  Kokkos::View<double*> x;
  Scale(Kokkos::View<double*> v) : x(v) {}
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { x(i) *= factor_; }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<double*> x("x", n);
    Kokkos::parallel_for("scale", n, Scale(x));
  }
  Kokkos::finalize();
  return 0;
}
