// KT1007: KOKKOS_CLASS_LAMBDA captures a copy of the enclosing object (*this). The translator
// does not pass objects to kernels; the message must not recommend KOKKOS_CLASS_LAMBDA to code
// that already uses it. The error is at KOKKOS_CLASS_LAMBDA on line 14.
#include <Kokkos_Core.hpp>

class Scaler {
public:
  Scaler(int n) : x_("x", n), scale_(3.0) {}
  void apply() {
    const int n = x_.extent(0);
    Kokkos::View<double*> x = x_;
    Kokkos::parallel_for(
        "apply", n,
        KOKKOS_CLASS_LAMBDA(const int i) {
          x(i) *= scale_;
        });
  }

private:
  Kokkos::View<double*> x_;
  double scale_;
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Scaler s(100);
    s.apply();
  }
  Kokkos::finalize();
  return 0;
}
