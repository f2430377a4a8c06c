// using_namespace_math: `using namespace Kokkos;` at file scope followed by unqualified math
// calls in kernels. The translation writes `using namespace kt;`, and every vendor's math
// headers also declare ::sqrt(float) and the integer overloads; the shim's math wrappers must
// lose those ties instead of making the calls ambiguous (nvcc refused sqrt(float) before).
//
// Covers: unqualified sqrt/fabs/exp/pow/floor on float and int arguments, qualified
// Kokkos::Experimental:: math (also on an Atomic View's element), and Kokkos::Experimental::
// functions mixed with the unqualified ones in one expression.

#include <Kokkos_Core.hpp>
#include <cstdio>

using namespace Kokkos;

int main(int argc, char* argv[]) {
  initialize(argc, argv);
  {
    const int n = 1000;
    View<float*> a("a", n);
    View<double*> b("b", n);
    View<double*, MemoryTraits<Atomic>> c("c", n);
    parallel_for(n, KOKKOS_LAMBDA(const int i) {
      const float x = 0.5f * i;
      a(i) = sqrt(x) + fabs(-x) + exp(0.001f * x) + pow(x, 2.0f) + floor(x / 3);
      c(i) = 2.0 * i;
    });
    parallel_for(RangePolicy<>(0, n), KOKKOS_LAMBDA(const int i) {
      b(i) = Experimental::sqrt(c(i)) + Experimental::pow(c(i), 2.0) + sqrt(i) +
             Experimental::fmin(c(i), 3.0) + Experimental::cbrt(double(i));
    });
    double sa = 0, sb = 0;
    parallel_reduce(n, KOKKOS_LAMBDA(const int i, double& acc) { acc += a(i); }, sa);
    parallel_reduce(n, KOKKOS_LAMBDA(const int i, double& acc) { acc += b(i); }, sb);
    std::printf("sum_float %.6e\n", sa);
    std::printf("sum_double %.10e\n", sb);
  }
  finalize();
}
