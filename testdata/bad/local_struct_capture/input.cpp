// KT1013: the kernel captures a variable whose struct type is declared inside main (the
// generated kernel, at namespace scope, cannot name it). Valid Kokkos; the error is at the
// use of `coef` in the body (line 17), where the implicit capture happens.
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    struct Coefficients {
      double a, b;
    };
    const int n = 100;
    Kokkos::View<double*> y("y", n);
    Coefficients coef{2.0, 1.0};
    Kokkos::parallel_for(
        "affine", n, KOKKOS_LAMBDA(const int i) {
          y(i) = coef.a * i + coef.b;
        });
  }
  Kokkos::finalize();
  return 0;
}
