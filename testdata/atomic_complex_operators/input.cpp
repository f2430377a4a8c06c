// atomic_complex_operators: the binary operators Kokkos' AtomicDataElement has with the element
// on the left (issue 14): a(i) + v, a(i) - v, a(i) * v, a(i) / v on Views of Kokkos::complex
// with MemoryTraits<Atomic>, a value of the complex type or one that converts to it (a double).
// Each reads the element (one atomic load in the shim; a plain read in Kokkos) and computes
// with the value: no update, so the results do not depend on the order of the threads.
//
// Covers: complex<double> and complex<float> atomic Views, each operator with a complex and
// with a real right operand, the results stored into plain Views and summed on the host; a
// functor whose member is an atomic View of complex. Kokkos 3.4 (the reference) declares the
// same operators, but they do not compile on a complex (they read through a volatile pointer):
// there the element is converted first (KOKKOS_VERSION), which computes the same values.
#include <Kokkos_Core.hpp>
#include <cstdio>

using cplx = Kokkos::complex<double>;
using cplxf = Kokkos::complex<float>;
using AtomicC = Kokkos::View<cplx*, Kokkos::MemoryTraits<Kokkos::Atomic>>;

struct Scale {
  AtomicC a;
  Kokkos::View<cplx*> out;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const {
#if KOKKOS_VERSION >= 40000
    out(i) = a(i) * cplx(0.5, -0.5) - 1.0;
#else
    out(i) = cplx(a(i)) * cplx(0.5, -0.5) - 1.0;
#endif
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 64;
    AtomicC a("a", n);
    Kokkos::View<cplxf*, Kokkos::MemoryTraits<Kokkos::Atomic>> af("af", n);
    Kokkos::View<cplx*> b("b", n), c("c", n);
    Kokkos::View<cplxf*> bf("bf", n);
    Kokkos::parallel_for("init", n, KOKKOS_LAMBDA(const int i) {
      a(i) = cplx(i, 1.0 + 0.5 * i);
      af(i) = cplxf(float(i), 2.0f);
    });
    Kokkos::parallel_for("ops", n, KOKKOS_LAMBDA(const int i) {
      const cplx w(0.6, 0.8);
#if KOKKOS_VERSION >= 40000
      b(i) = a(i) * w + (a(i) - cplx(1.0, 2.0));
      b(i) += (a(i) + 2.0) * 0.25 + a(i) / w;
      b(i) -= a(i) * 3.0 - a(i) / 2.0;
      bf(i) = af(i) * cplxf(0.0f, 1.0f) + (af(i) - 1.0f) + af(i) / cplxf(2.0f, 0.0f);
#else
      const cplx ai = a(i);
      const cplxf afi = af(i);
      b(i) = ai * w + (ai - cplx(1.0, 2.0));
      b(i) += (ai + 2.0) * 0.25 + ai / w;
      b(i) -= ai * 3.0 - ai / 2.0;
      bf(i) = afi * cplxf(0.0f, 1.0f) + (afi - 1.0f) + afi / cplxf(2.0f, 0.0f);
#endif
    });
    Kokkos::parallel_for("functor", n, Scale{a, c});
    auto hb = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), b);
    auto hbf = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), bf);
    auto hc = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), c);
    double re = 0, im = 0, fre = 0, fim = 0, cre = 0, cim = 0;
    for (int i = 0; i < n; ++i) {
      re += hb(i).real() * (i % 5 + 1);
      im += hb(i).imag() * (i % 3 + 1);
      fre += hbf(i).real();
      fim += hbf(i).imag();
      cre += hc(i).real();
      cim += hc(i).imag();
    }
    std::printf("double ops %.6f %.6f\n", re, im);
    std::printf("float ops %.3f %.3f\n", fre, fim);
    std::printf("functor %.6f %.6f\n", cre, cim);
  }
  Kokkos::finalize();
}
