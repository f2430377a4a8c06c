// atomic_any_size: atomics on values that are not 4 or 8 bytes, which Kokkos updates under a
// lock: atomic_fetch_add, a compare-and-swap loop and atomic_exchange on a 32-byte struct (as
// Kokkos' TestAtomics does with SuperScalar<4>), and atomic Views of a 2-byte short and a 1-byte
// char (every increment counted, from many threads at once).
#include <Kokkos_Core.hpp>
#include <cstdio>

struct Four {
  double v[4];
  KOKKOS_INLINE_FUNCTION Four() : v{0, 0, 0, 0} {}
  KOKKOS_INLINE_FUNCTION Four(double a) : v{a, 2 * a, 3 * a, 4 * a} {}
  KOKKOS_INLINE_FUNCTION Four operator+(const Four &o) const {
    Four r;
    for (int i = 0; i < 4; ++i) r.v[i] = v[i] + o.v[i];
    return r;
  }
  KOKKOS_INLINE_FUNCTION void operator+=(const Four &o) { *this = *this + o; }
  KOKKOS_INLINE_FUNCTION bool operator==(const Four &o) const {
    return v[0] == o.v[0] && v[1] == o.v[1] && v[2] == o.v[2] && v[3] == o.v[3];
  }
  KOKKOS_INLINE_FUNCTION bool operator!=(const Four &o) const { return !(*this == o); }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 20000;
    Kokkos::View<Four> sum("sum"), cas("cas"), last("last");
    Kokkos::View<int *> seen("seen", n);
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) {
      Kokkos::atomic_fetch_add(&sum(), Four(1.0 + (i % 3)));
      Four old = cas(), assumed;
      do {
        assumed = old;
        old = Kokkos::atomic_compare_exchange(&cas(), assumed, assumed + Four(0.5));
      } while (old != assumed);
      const Four was = Kokkos::atomic_exchange(&last(), Four(double(i + 1)));
      if (was.v[0] >= 1.0) Kokkos::atomic_add(&seen(int(was.v[0]) - 1), 1);
    });
    Kokkos::View<short *> shorts("shorts", 8);
    Kokkos::View<char *> chars("chars", 4);
    Kokkos::View<short *, Kokkos::MemoryTraits<Kokkos::Atomic>> ashorts = shorts;
    Kokkos::View<char *, Kokkos::MemoryTraits<Kokkos::Atomic>> achars = chars;
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) {
      ashorts(i % 8) += 1;
      if (i < 400) achars(i % 4)++;
    });
    long seen_total = 0;
    Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, long &s) { s += seen(i); }, seen_total);
    auto hs = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), sum);
    auto hc = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), cas);
    auto hl = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), last);
    auto hsh = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), shorts);
    auto hch = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), chars);
    const Four &s = hs(), &c = hc();
    std::printf("sum %.1f %.1f %.1f %.1f\n", s.v[0], s.v[1], s.v[2], s.v[3]);
    std::printf("cas %.1f %.1f %.1f %.1f\n", c.v[0], c.v[1], c.v[2], c.v[3]);
    std::printf("exchanged values seen once each: %ld of %d; last is one of them: %d\n",
                seen_total, n - 1, int(hl().v[0] >= 1.0 && hl().v[1] == 2 * hl().v[0]));
    std::printf("shorts %d %d %d %d %d %d %d %d\n", hsh(0), hsh(1), hsh(2), hsh(3), hsh(4),
                hsh(5), hsh(6), hsh(7));
    std::printf("chars %d %d %d %d\n", hch(0), hch(1), hch(2), hch(3));
  }
  Kokkos::finalize();
  return 0;
}
