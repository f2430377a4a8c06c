// KT1008: a functor whose kernel uses a private data member (the generated kernel copies
// members from outside the class). Valid Kokkos; the error is at the declaration of the
// private member `factor_` (line 10), which is where the fix goes.
#include <Kokkos_Core.hpp>

class Scale {
public:
  Kokkos::View<double*> x;
private:
  double factor_;
public:
  Scale(Kokkos::View<double*> v, double f) : x(v), factor_(f) {}
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { x(i) *= factor_; }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<double*> x("x", n);
    Kokkos::parallel_for("scale", n, Scale(x, 2.0));
  }
  Kokkos::finalize();
  return 0;
}
