// functor_reduce_pair: custom functor reduction on a complex-like pair.
//
// Covers: a functor with `using value_type = Accum` holding a complex-like
// pair plus a count, init() and a non-volatile join(value_type&, const
// value_type&) (accepted by Kokkos 3.4), no final(); a second functor with
// final() producing a phase-free magnitude; dispatched over a plain count and
// a labelled RangePolicy.

#include <Kokkos_Core.hpp>
#include <cstdio>

struct Accum {
  double re;
  double im;
  int count;
};

// Sum of z_i = (a_i + i b_i) * (c + i d) over selected entries.
struct ComplexSum {
  using value_type = Accum;
  Kokkos::View<double*> a;
  Kokkos::View<double*> b;
  double c;
  double d;

  KOKKOS_INLINE_FUNCTION
  void operator()(const int i, value_type& acc) const {
    if (i % 4 != 3) {
      acc.re += a(i) * c - b(i) * d;
      acc.im += a(i) * d + b(i) * c;
      acc.count += 1;
    }
  }

  KOKKOS_INLINE_FUNCTION
  void init(value_type& acc) const {
    acc.re = 0.0;
    acc.im = 0.0;
    acc.count = 0;
  }

  KOKKOS_INLINE_FUNCTION
  void join(value_type& dst, const value_type& src) const {
    dst.re += src.re;
    dst.im += src.im;
    dst.count += src.count;
  }
};

// Same pair, but final() converts the sum into the mean squared magnitude proxy.
struct ComplexMeanSq {
  using value_type = Accum;
  Kokkos::View<double*> a;
  Kokkos::View<double*> b;

  KOKKOS_INLINE_FUNCTION
  void operator()(const int i, value_type& acc) const {
    acc.re += a(i) * a(i) - b(i) * b(i);   // real part of z^2
    acc.im += 2.0 * a(i) * b(i);           // imaginary part of z^2
    acc.count += 1;
  }
  KOKKOS_INLINE_FUNCTION
  void init(value_type& acc) const { acc.re = 0.0; acc.im = 0.0; acc.count = 0; }
  KOKKOS_INLINE_FUNCTION
  void join(value_type& dst, const value_type& src) const {
    dst.re += src.re;
    dst.im += src.im;
    dst.count += src.count;
  }
  KOKKOS_INLINE_FUNCTION
  void final(value_type& acc) const {
    acc.re = acc.re / acc.count;
    acc.im = acc.im / acc.count;
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1 << 20;
    Kokkos::View<double*> a("a", N), b("b", N);
    Kokkos::parallel_for("fill", N, KOKKOS_LAMBDA(const int i) {
      a(i) = ((i % 13) - 6) * 0.25;
      b(i) = ((i % 7) - 2) * 0.5;
    });

    Accum s1;
    Kokkos::parallel_reduce(N, ComplexSum{a, b, 0.5, -1.5}, s1);

    Accum s2;
    Kokkos::parallel_reduce("mean_sq", Kokkos::RangePolicy<>(16, N - 16), ComplexMeanSq{a, b}, s2);

    printf("sum %.17g %.17g %d\n", s1.re, s1.im, s1.count);
    printf("mean_sq %.17g %.17g %d\n", s2.re, s2.im, s2.count);
  }
  Kokkos::finalize();
  return 0;
}
