// using_namespace_kernel: using-directives and namespace aliases of Kokkos and
// Kokkos::Experimental, at file scope and inside kernel bodies.
//
// Covers: `using namespace Kokkos::Experimental;` and `namespace KE = Kokkos::Experimental;` at
// file scope (were KT1006), `namespace K = Kokkos;` with K:: names on the host and in kernels,
// and `using namespace Kokkos;` / `namespace KX = Kokkos::Experimental;` written inside a
// kernel's body (were KT1027 and KT1006), with the names found through them.

#include <Kokkos_Core.hpp>
#include <cstdio>

using namespace Kokkos::Experimental;
namespace KE = Kokkos::Experimental;
namespace K = Kokkos;

int main(int argc, char *argv[]) {
  K::initialize(argc, argv);
  {
    const int n = 1000;
    K::View<double *> x("x", n);
    K::parallel_for("fill", n, KOKKOS_LAMBDA(const int i) { x(i) = 0.5 * (i % 17) - 3.0; });

    double a = 0;
    K::parallel_reduce("file_scope", n, KOKKOS_LAMBDA(const int i, double &v) {
      v += KE::fabs(x(i)) + (finite_max<int>::value - 2147483647) + (KE::digits<float>::value - 24);
    }, a);
    printf("file scope %.2f\n", a);

    double b = 0;
    K::parallel_reduce("in_body", n, KOKKOS_LAMBDA(const int i, double &v) {
      using namespace Kokkos;
      namespace KX = Kokkos::Experimental;
      const double y = x(i) > 0 ? x(i) : 0.0;
      v += y * y + (KX::finite_min<short>::value + 32768) + (Experimental::digits<int>::value - 31) +
           static_cast<int>(sizeof(pair<int, int>)) / 8;
    }, b);
    printf("in body %.2f\n", b);

    int c = 0;
    K::parallel_reduce("aliased_reducer", n, KOKKOS_LAMBDA(const int i, int &v) {
      namespace KK = Kokkos;
      const int q = static_cast<int>(KK::Experimental::floor(x(i)));
      if (q > v) v = q;
    }, K::Max<int>(c));
    printf("max floor %d\n", c);
  }
  K::finalize();
}
