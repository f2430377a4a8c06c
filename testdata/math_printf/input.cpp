// math_printf: math functions inside kernels and printf from the device.
//
// Covers: Kokkos::Experimental::sqrt, fabs, exp, log, sin, cos, pow, fmin,
// fmax (the Kokkos 3.4 spellings; Kokkos::min/max do not exist in 3.4), the
// unqualified C math functions sqrt/fabs/exp in device code, and printf from
// a kernel (one index only, line prefixed with "device:" so it is not
// compared); all checked values are printed from the host.

#include <Kokkos_Core.hpp>
#include <cstdio>
#include <cmath>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1 << 20;
    Kokkos::View<double*> x("x", N);
    Kokkos::View<double*> f("f", N);
    Kokkos::View<double*> g("g", N);

    Kokkos::parallel_for("fill", N, KOKKOS_LAMBDA(const int i) {
      x(i) = -4.0 + (i % 1024) * (8.0 / 1024.0);
    });

    Kokkos::parallel_for("kokkos_math", N, KOKKOS_LAMBDA(const int i) {
      const double xi = x(i);
      const double a = Kokkos::Experimental::sqrt(Kokkos::Experimental::fabs(xi) + 1.0);
      const double b = Kokkos::Experimental::exp(-0.5 * xi * xi);
      const double c = Kokkos::Experimental::log(1.0 + xi * xi);
      const double d = Kokkos::Experimental::sin(xi) * Kokkos::Experimental::cos(0.5 * xi);
      const double e = Kokkos::Experimental::pow(a, 3.0);
      f(i) = Kokkos::Experimental::fmin(a + b + c, 4.0) + Kokkos::Experimental::fmax(d, -0.25) + 0.001 * e;
      if (i == 777) {
        printf("device: i=%d x=%g f=%g\n", i, xi, f(i));
      }
    });

    // Same kind of expressions with the plain C math names.
    Kokkos::parallel_for("c_math", N, KOKKOS_LAMBDA(const int i) {
      const double xi = x(i);
      const double lo = (xi < 0.5) ? xi : 0.5;    // hand-written min
      const double hi = (lo > -2.0) ? lo : -2.0;  // hand-written max
      g(i) = sqrt(fabs(hi) + 0.25) * exp(-fabs(xi));
    });

    double sum_f = 0.0, sum_g = 0.0, max_f = 0.0;
    Kokkos::parallel_reduce("sum_f", N, KOKKOS_LAMBDA(const int i, double& s) { s += f(i); }, sum_f);
    Kokkos::parallel_reduce("sum_g", N, KOKKOS_LAMBDA(const int i, double& s) { s += g(i) * g(i); }, sum_g);
    Kokkos::parallel_reduce("max_f", N, KOKKOS_LAMBDA(const int i, double& m) {
      m = Kokkos::Experimental::fmax(m, f(i));
    }, Kokkos::Max<double>(max_f));

    auto hf = Kokkos::create_mirror_view(f);
    auto hg = Kokkos::create_mirror_view(g);
    Kokkos::deep_copy(hf, f);
    Kokkos::deep_copy(hg, g);

    printf("sum_f %.17g\n", sum_f);
    printf("sum_g2 %.17g\n", sum_g);
    printf("max_f %.17g\n", max_f);
    printf("f_entries %.17g %.17g %.17g\n", hf(0), hf(512), hf(777));
    printf("g_entries %.17g %.17g %.17g\n", hg(0), hg(512), hg(N - 1));
    printf("host_sqrt2 %.17g\n", Kokkos::Experimental::sqrt(2.0));
  }
  Kokkos::finalize();
  return 0;
}
