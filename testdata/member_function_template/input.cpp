// A functor member function template called in a kernel (exit 0 with output that did not
// compile until session 15: the device copy lost the template head): KT1017 at the call.
#include <Kokkos_Core.hpp>
#include <cstdio>

struct Poly {
  using coeff_t = double;
  Kokkos::View<double*> x;
  coeff_t a, b;
  template <class U>
  KOKKOS_INLINE_FUNCTION U eval(const U v) const { return static_cast<U>(a * v * v + b); }
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { x(i) = eval(x(i)) + eval<int>(i % 3); }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 64;
    Kokkos::View<double*> x("x", N);
    Kokkos::parallel_for("init", N, KOKKOS_LAMBDA(const int i) { x(i) = 0.5 * i; });
    Kokkos::parallel_for("poly", N, Poly{x, 0.25, 1.0});
    double s = 0;
    Kokkos::parallel_reduce("s", N, KOKKOS_LAMBDA(const int i, double& acc) { acc += x(i); }, s);
    printf("s %.4f\n", s);
  }
  Kokkos::finalize();
}
