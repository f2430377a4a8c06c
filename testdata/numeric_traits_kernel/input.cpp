// numeric_traits_kernel: Kokkos::Experimental's numeric traits read inside kernels, in the
// struct form `trait<T>::value` (Kokkos 3.4 and later): the floating-point traits (epsilon,
// finite_min/max, infinity, round_error, norm_min) and the integer ones (digits, digits10,
// max_digits10, radix, min/max_exponent, min/max_exponent10), for float, double and int.
// Applications use them for tolerances and sentinels (issue 30: KT1006 before).
#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 64;
    Kokkos::View<double *> x("x", n);
    Kokkos::View<int *> flags("flags", n);
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) {
      // Values within a few epsilon of 1 are counted as 1.
      const double v = 1.0 + (i % 5) * Kokkos::Experimental::epsilon<double>::value;
      const double tol = 4 * Kokkos::Experimental::epsilon<double>::value;
      flags(i) = (v - 1.0 <= tol ? 1 : 0) + (Kokkos::Experimental::finite_max<float>::value > 1e38f ? 2 : 0) +
                 (Kokkos::Experimental::finite_min<int>::value < -2147483647 ? 4 : 0) +
                 (Kokkos::Experimental::infinity<double>::value > 1e308 ? 8 : 0);
      x(i) = v;
    });
    // Smallest value: the reduction starts from finite_max, as an application's sentinel.
    double lo = 0;
    Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, double &m) {
      double best = m < Kokkos::Experimental::finite_max<double>::value ? m : Kokkos::Experimental::finite_max<double>::value;
      if (x(i) < best) best = x(i);
      m = best;
    }, Kokkos::Min<double>(lo));
    // The integer traits, summed in a kernel.
    Kokkos::View<int[12]> traits("traits");
    Kokkos::parallel_for(1, KOKKOS_LAMBDA(const int) {
      traits(0) = Kokkos::Experimental::digits<double>::value;
      traits(1) = Kokkos::Experimental::digits10<double>::value;
      traits(2) = Kokkos::Experimental::max_digits10<double>::value;
      traits(3) = Kokkos::Experimental::radix<double>::value;
      traits(4) = Kokkos::Experimental::min_exponent<double>::value;
      traits(5) = Kokkos::Experimental::min_exponent10<double>::value;
      traits(6) = Kokkos::Experimental::max_exponent<double>::value;
      traits(7) = Kokkos::Experimental::max_exponent10<double>::value;
      traits(8) = Kokkos::Experimental::digits<float>::value;
      traits(9) = Kokkos::Experimental::digits<int>::value;
      traits(10) = (Kokkos::Experimental::round_error<double>::value == 0.5) ? 1 : 0;
      traits(11) = (Kokkos::Experimental::norm_min<float>::value > 0.f && Kokkos::Experimental::norm_min<float>::value < 1e-37f) ? 1 : 0;
    });
    int count = 0;
    Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, int &s) { s += flags(i); }, count);
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), traits);
    printf("flag sum %d\n", count);
    printf("min %.17g\n", lo);
    for (int k = 0; k < 12; ++k) printf("trait %d %d\n", k, h(k));
  }
  Kokkos::finalize();
  return 0;
}
