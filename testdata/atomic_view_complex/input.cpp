// atomic_view_complex: element accesses through Views of Kokkos::complex with
// MemoryTraits<Atomic> (issue 14): each += , -= , *= , /= , ++ and = is one atomic update of the
// pair, each read one atomic load (Kokkos' AtomicDataElement over its complex atomics; a lock
// for complex<double>, a compare-and-swap for complex<float>).
//
// Covers: an atomic View made from a plain one (same data) updated by every thread with += and
// -= (dyadic values, so the sums are exact in any order), *= and /= by w = (3+4i)/5 (every
// update multiplies by the same w, so the result does not depend on the order), post and pre
// ++, a store and loads, a functor whose member is an atomic View of complex, and an atomic View
// of complex<float>. Kokkos 3.4 (the reference) lacks *= and /= there: the same updates through
// its atomic_fetch_mul / atomic_fetch_div (KOKKOS_VERSION).
#include <Kokkos_Core.hpp>
#include <cstdio>

using cplx = Kokkos::complex<double>;
using AtomicC = Kokkos::View<cplx*, Kokkos::MemoryTraits<Kokkos::Atomic>>;

struct Bins {
  AtomicC bins;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const {
    bins(i % 3) += cplx(1.0, 0.25 * (i % 4));
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 4096;
    Kokkos::View<cplx*> z("z", 8);
    AtomicC za = z;
    Kokkos::parallel_for("init", 1, KOKKOS_LAMBDA(const int) {
      za(2) = cplx(1.0, 0.0);
      za(3) = cplx(1.0, 0.0);
      za(6) = cplx(0.5, -1.0);
    });
    Kokkos::parallel_for("update", n, KOKKOS_LAMBDA(const int i) {
      za(0) += cplx(1.0, 0.5 * i);
      za(1) -= cplx(0.25, -2.0);
      const cplx w(0.6, 0.8);
#if KOKKOS_VERSION >= 40000
      za(2) *= w;
      za(3) /= w;
#else  // Kokkos 3.4 has no atomic_mul_fetch / atomic_div_fetch on a 16-byte type
      Kokkos::atomic_fetch_mul(&z(2), w);
      Kokkos::atomic_fetch_div(&z(3), w);
#endif
      za(4)++;
      ++za(5);
      const cplx seen = za(6);
      if (seen.real() != 0.5 || seen.imag() != -1.0) za(7) += cplx(1.0, 0.0);
    });
    Kokkos::View<cplx*> b("bins", 3);
    Kokkos::parallel_for("bins", 3000, Bins{b});
    Kokkos::View<Kokkos::complex<float>*> f("f", 1);
    Kokkos::View<Kokkos::complex<float>*, Kokkos::MemoryTraits<Kokkos::Atomic>> zf = f;
    Kokkos::parallel_for("float", n, KOKKOS_LAMBDA(const int i) {
      zf(0) += Kokkos::complex<float>(1.0f, (i % 2) ? 1.0f : -0.5f);
    });
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), z);
    auto hb = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), b);
    auto hf = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), f);
    std::printf("add %.1f %.1f sub %.2f %.2f\n", h(0).real(), h(0).imag(), h(1).real(), h(1).imag());
    std::printf("mul %.9f %.9f div %.9f %.9f\n", h(2).real(), h(2).imag(), h(3).real(), h(3).imag());
    std::printf("inc %.1f %.1f %.1f %.1f\n", h(4).real(), h(4).imag(), h(5).real(), h(5).imag());
    std::printf("loads %.1f %.1f errors %.1f\n", h(6).real(), h(6).imag(), h(7).real());
    std::printf("bins %.2f %.2f %.2f %.2f %.2f %.2f\n", hb(0).real(), hb(0).imag(), hb(1).real(),
                hb(1).imag(), hb(2).real(), hb(2).imag());
    std::printf("float %.1f %.1f\n", double(hf(0).real()), double(hf(0).imag()));
  }
  Kokkos::finalize();
}
