// half_math_traits: numeric traits and mathematical functions of Kokkos::Experimental::half_t
// and bhalf_t in kernels. On CUDA and HIP they are 16-bit types (Kokkos 4.6: traits by their
// bits, functions computed in float and rounded to the type); elsewhere, and in the Serial
// reference, float. The kernel checks properties that hold for either, as Kokkos' own unit tests
// do, and counts the failures.
//
// Covers: infinity, finite_max, epsilon, round_error, norm_min and digits of half_t and bhalf_t
// (a trait's value compared with and converted to the type), sqrt, fabs, floor, fmax, fmin,
// pow, sin, exp, isinf, isfinite; float and double += half_t; a half_t View.
#include <Kokkos_Core.hpp>
#include <cstdio>

namespace KE = Kokkos::Experimental;
#if KOKKOS_VERSION >= 30700
using bhalf = KE::bhalf_t;
namespace KM = Kokkos;  // the math functions (Kokkos 4 has them here only)
#else  // Kokkos 3.4 (the reference build) has no bhalf_t; Serial's half_t is float as bhalf_t is
using bhalf = KE::half_t;
namespace KM = Kokkos::Experimental;
#endif

template <class H>
KOKKOS_INLINE_FUNCTION int check(int i) {
  int e = 0;
  const H one = 1, two = 2;
  const H inf = KE::infinity<H>::value;
  const H big = KE::finite_max<H>::value;
  const H eps = KE::epsilon<H>::value;
  e += !(inf > big);
  e += !(big + big == inf);
  e += !(one + eps != one);
  e += !(one + eps / two == one);
  e += !(H(KE::round_error<H>::value) == H(0.5f));
  e += !(H(KE::norm_min<H>::value) > H(0));
  e += !(KE::digits<H>::value > 1);
  e += !(KM::sqrt(H(4 * i * i)) == H(2 * i));
  e += !(KM::fabs(H(-i)) == H(i));
  e += !(KM::floor(H(i) + H(0.5f)) == H(i));
  e += !(KM::fmax(H(i), two) == (i > 2 ? H(i) : two));
  e += !(KM::fmin(H(i), two) == (i < 2 ? H(i) : two));
  e += !(KM::pow(H(2), H(3)) == H(8));
  e += !(KM::sin(H(0)) == H(0));
  e += !(KM::exp(H(0)) == one);
  e += !KM::isinf(inf);
  e += !KM::isfinite(big);
  float f = 1.5f;
  f += H(2);
  double d = 0.25;
  d += H(i);
  e += !(f == 3.5f && d == 0.25 + i);
  return e;
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 64;
    int eh = -1, eb = -1;
    Kokkos::parallel_reduce(
        n, KOKKOS_LAMBDA(int i, int &e) { e += check<KE::half_t>(i); }, eh);
    Kokkos::parallel_reduce(
        n, KOKKOS_LAMBDA(int i, int &e) { e += check<bhalf>(i); }, eb);
    Kokkos::View<KE::half_t *> v("v", n);
    Kokkos::parallel_for(
        n, KOKKOS_LAMBDA(int i) { v(i) = KM::sqrt(KE::half_t(i * i)) + KE::half_t(0.5f); });
    double s = 0;
    Kokkos::parallel_reduce(
        n, KOKKOS_LAMBDA(int i, double &a) { a += static_cast<double>(v(i)); }, s);
    printf("errors half %d bhalf %d sum %.2f\n", eh, eb, s);
  }
  Kokkos::finalize();
  return 0;
}
