// complex_atomics: atomics on Kokkos::complex beyond atomic_add / atomic_sub (issue 14), as
// Kokkos defines them for any type with the operator: mul, div, the fetch forms of add, sub,
// mul and div, exchange, compare_exchange, load and store, on complex<double> and
// complex<float>. (An Atomic View of a complex<double> stays KT1025.)
// (Kokkos defines no atomic min / max / bitwise operation on a complex: no ordering, no bits.)
//
// Kokkos 3.4 (the reference) lacks atomic_load / atomic_store and atomic_mul_fetch on a 16-byte
// type: there the same numbers come from 3.x forms (KOKKOS_VERSION).
//
// Every thread of a kernel updates the same element, so a non-atomic update loses some: the
// numbers printed are those of n updates in any order (the multiplications by w = (3+4i)/5,
// of modulus 1, give w^n up to rounding).
#include <Kokkos_Core.hpp>
#include <cstdio>

using cplx = Kokkos::complex<double>;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 4096;
    Kokkos::View<cplx*> z("z", 6);
    Kokkos::View<Kokkos::complex<float>*> zf("zf", 1);
    Kokkos::View<int*> count("count", 2);
    Kokkos::parallel_for("init", 1, KOKKOS_LAMBDA(const int) {
      z(0) = cplx(1.0, 0.0);
      z(1) = cplx(1.0, 0.0);
#if KOKKOS_VERSION >= 40000
      Kokkos::atomic_store(&z(4), cplx(0.0, 0.0));
#else
      z(4) = cplx(0.0, 0.0);
#endif
      z(5) = cplx(1.0, 0.0);
      zf(0) = Kokkos::complex<float>(1.0f, 0.0f);
    });
    Kokkos::parallel_for("update", n, KOKKOS_LAMBDA(const int i) {
      const cplx w(0.6, 0.8);
      Kokkos::atomic_mul(&z(0), w);
      Kokkos::atomic_div(&z(1), w);
      const cplx old = Kokkos::atomic_fetch_add(&z(2), cplx(1.0, 2.0 * i));
      if (old.real() < 0.0 || old.real() >= n) Kokkos::atomic_add(&count(1), 1);
      Kokkos::atomic_fetch_sub(&z(3), cplx(0.5, -1.0));
      const cplx mine(i + 1.0, -(i + 1.0));
      if (Kokkos::atomic_compare_exchange(&z(4), cplx(0.0, 0.0), mine) == cplx(0.0, 0.0))
        Kokkos::atomic_add(&count(0), 1);
#if KOKKOS_VERSION >= 40000
      const cplx r = Kokkos::atomic_mul_fetch(&z(5), cplx(0.0, 1.0));
#else
      const cplx r = Kokkos::atomic_fetch_mul(&z(5), cplx(0.0, 1.0)) * cplx(0.0, 1.0);
#endif
      if (r.real() * r.real() + r.imag() * r.imag() != 1.0) Kokkos::atomic_add(&count(1), 1);
      Kokkos::atomic_mul(&zf(0), Kokkos::complex<float>(0.0f, 1.0f));
    });
    Kokkos::parallel_for("mul_back", n, KOKKOS_LAMBDA(const int) { Kokkos::atomic_mul(&z(5), cplx(0.0, -1.0)); });
    Kokkos::View<cplx*> ex("ex", 1);
    Kokkos::parallel_for("exchange", n, KOKKOS_LAMBDA(const int i) {
      const cplx prev = Kokkos::atomic_exchange(&ex(0), cplx(i, -i));
      if (prev.real() != -prev.imag()) Kokkos::atomic_add(&count(1), 1);
    });
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), z);
    auto hf = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), zf);
    auto hc = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), count);
    auto he = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), ex);
    std::printf("mul %.9f %.9f\n", h(0).real(), h(0).imag());
    std::printf("div %.9f %.9f\n", h(1).real(), h(1).imag());
    std::printf("fetch_add %.1f %.1f fetch_sub %.1f %.1f\n", h(2).real(), h(2).imag(), h(3).real(), h(3).imag());
    std::printf("cas winners %d, value valid %d\n", hc(0),
                h(4).real() >= 1.0 && h(4).real() <= n && h(4).real() == -h(4).imag() ? 1 : 0);
    std::printf("mul_fetch and mul %.1f %.1f, float %.1f %.1f\n", h(5).real(), h(5).imag(), double(hf(0).real()),
                double(hf(0).imag()));
    std::printf("exchange valid %d, errors %d\n", he(0).real() == -he(0).imag() ? 1 : 0, hc(1));
#if KOKKOS_VERSION >= 40000
    const cplx loaded = Kokkos::atomic_load(&h(2));
#else
    const cplx loaded = h(2);
#endif
    std::printf("host load %.1f\n", loaded.real());
  }
  Kokkos::finalize();
}
