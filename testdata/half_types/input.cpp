// half_types: Kokkos::Experimental::half_t and bhalf_t in Views, kernels and reductions (a sum
// into a half_t, a Max reducer, a functor whose value_type is bhalf_t). Every value and partial
// sum here is exact in 16 bits, so the numbers are the same where half_t is float (Kokkos'
// Serial, OpenMPTarget and OpenACC backends) and where it is a 16-bit type (CUDA, HIP).
#include <Kokkos_Core.hpp>
#include <cstdio>

using half = Kokkos::Experimental::half_t;
#if KOKKOS_VERSION >= 30600
using bhalf = Kokkos::Experimental::bhalf_t;
#else
using bhalf = float;  // Kokkos 3.4 has no bhalf_t (the Serial backend's would be float)
#endif

struct BhalfSum {
  using value_type = bhalf;
  Kokkos::View<const bhalf *> b;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, value_type &s) const { s += b(i); }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 300;
    Kokkos::View<half *> h("h", n);
    Kokkos::View<bhalf *> b("b", n);
    Kokkos::parallel_for(
        "fill", n, KOKKOS_LAMBDA(const int i) {
          h(i) = half(0.5f * (i % 6));
          b(i) = bhalf(float(i % 2));
        });
    half hs = 0;
    Kokkos::parallel_reduce(
        "hsum", n, KOKKOS_LAMBDA(const int i, half &s) { s += h(i); }, hs);
    half hm = 0;
    Kokkos::parallel_reduce(
        "hmax", n,
        KOKKOS_LAMBDA(const int i, half &m) {
          const half v = h(i) * half(3) - half(i % 4);
          if (v > m) m = v;
        },
        Kokkos::Max<half>(hm));
    bhalf bs = 0;
    Kokkos::parallel_reduce("bsum", n, BhalfSum{b}, bs);
    auto hh = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), h);
    std::printf("hsum %.2f hmax %.2f bsum %.1f h(5) %.2f\n", float(hs), float(hm), float(bs),
                float(hh(5)));
  }
  Kokkos::finalize();
  return 0;
}
