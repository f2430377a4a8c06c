// complex_math: Kokkos::complex<double> on the host and in kernels.
//
// Covers: construction, + - * / with complex and double (both orders), += -= *= /=,
// real()/imag() (members and free functions), conj, abs, exp, log, sqrt, pow (complex and real
// exponents), sin, cos, == and !=, stream output, a complex captured by value, a View of
// complex, parallel_reduce with a complex sum (scalar result and Sum<complex<double>>),
// atomic_add on complex elements, and fill of complex values through a functor.

#include <Kokkos_Core.hpp>
#include <cstdio>
#include <iostream>

using cplx = Kokkos::complex<double>;

static void show(const char* name, const cplx& z) {
  std::printf("%s %.12g %.12g\n", name, z.real(), z.imag());
}

// Writes rotations of a base value into a View of complex.
struct Rotate {
  Kokkos::View<cplx*> out;
  cplx base;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const {
    const cplx w(Kokkos::Experimental::cos(0.001 * i), Kokkos::Experimental::sin(0.001 * i));
    out(i) = base * w;
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    // Host arithmetic.
    const cplx a(1.5, -2.0), b(0.5, 3.0);
    show("add", a + b);
    show("sub", a - b);
    show("mul", a * b);
    show("div", a / b);
    show("add_real", a + 2.0);
    show("real_mul", 2.0 * a);
    show("real_div", 1.0 / b);
    show("neg", -a);
    cplx c = a;
    c += b;
    c *= 2.0;
    c -= cplx(1.0, 1.0);
    c /= b;
    show("compound", c);
    show("conj", Kokkos::conj(a));
    std::printf("abs %.12g\n", Kokkos::abs(a));
    std::printf("real_imag %.12g %.12g\n", Kokkos::real(b), Kokkos::imag(b));
    show("exp", Kokkos::exp(a));
    show("log", Kokkos::log(b));
    show("sqrt", Kokkos::sqrt(a));
    show("sqrt_neg_real", Kokkos::sqrt(cplx(-4.0, 0.0)));
    show("pow_real", Kokkos::pow(a, 2.0));
    show("pow_cplx", Kokkos::pow(a, b));
    show("sin", Kokkos::sin(a));
    show("cos", Kokkos::cos(b));
    std::printf("eq %d %d %d\n", a == cplx(1.5, -2.0), a != b, cplx(3.0, 0.0) == 3.0);
    cplx s;
    s.real(0.25);
    s.imag(-0.75);
    std::cout << "stream " << s << std::endl;

    // Device: a View of complex, filled by a functor, transformed by a lambda.
    const int N = 100000;
    Kokkos::View<cplx*> z("z", N);
    Kokkos::parallel_for("rotate", N, Rotate{z, cplx(1.0, 0.5)});
    const cplx shift(0.5, 0.25);
    Kokkos::View<cplx*> w("w", N);
    Kokkos::parallel_for("transform", N, KOKKOS_LAMBDA(const int i) {
      cplx v = z(i) + shift;
      v *= Kokkos::conj(z(i));
      v = Kokkos::exp(cplx(0.0, 0.5)) * v - Kokkos::sqrt(z(i) * z(i)) / 4.0;
      v.imag() += 1.0;
      w(i) = v;
    });

    // Complex sums: scalar result and a Sum reducer.
    cplx total;
    Kokkos::parallel_reduce("sum_w", N, KOKKOS_LAMBDA(const int i, cplx& acc) { acc += w(i); }, total);
    cplx total2;
    Kokkos::parallel_reduce("sum_abs", N, KOKKOS_LAMBDA(const int i, cplx& acc) {
      acc += cplx(Kokkos::abs(z(i)), Kokkos::real(z(i)) * Kokkos::imag(z(i)));
    }, Kokkos::Sum<cplx>(total2));
    std::printf("sum_w %.9g %.9g\n", total.real(), total.imag());
    std::printf("sum_abs %.9g %.9g\n", total2.real(), total2.imag());

    // atomic_add on complex: 8 bins of exact (dyadic) values.
    Kokkos::View<cplx*> bins("bins", 8);
    Kokkos::parallel_for("bins", N, KOKKOS_LAMBDA(const int i) {
      Kokkos::atomic_add(&bins(i % 8), cplx(0.5 * (i % 3), -0.25 * (i % 5)));
    });
    auto hb = Kokkos::create_mirror_view(bins);
    Kokkos::deep_copy(hb, bins);
    for (int k = 0; k < 8; ++k) std::printf("bin %d %.9g %.9g\n", k, hb(k).real(), hb(k).imag());
  }
  Kokkos::finalize();
  return 0;
}
