// A user type reduced with Kokkos' built-in reducers: the program specialises
// Kokkos::reduction_identity for it inside its own `namespace Kokkos` block, as Kokkos documents.
// The shim's reduction_identity may be specialised only in namespace kt, so the output closes the
// block around the specialisation and opens it again after it.
#include <Kokkos_Core.hpp>
#include <cstdio>

namespace sample {
struct Pair {
  long a, b;
  KOKKOS_INLINE_FUNCTION Pair() : a(0), b(0) {}
  KOKKOS_INLINE_FUNCTION Pair(long x, long y) : a(x), b(y) {}
  KOKKOS_INLINE_FUNCTION Pair &operator+=(const Pair &o) {
    a += o.a;
    b += o.b;
    return *this;
  }
};
} // namespace sample

namespace Kokkos {
template <> struct reduction_identity<sample::Pair> {
  KOKKOS_FORCEINLINE_FUNCTION static sample::Pair sum() { return sample::Pair(); }
};
} // namespace Kokkos

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1000;
    Kokkos::View<long *> v("v", n);
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { v(i) = (7 * i) % 13; });
    sample::Pair p;
    Kokkos::parallel_reduce(
        n, KOKKOS_LAMBDA(const int i, sample::Pair &acc) { acc += sample::Pair(v(i), v(i) * v(i)); },
        Kokkos::Sum<sample::Pair>(p));
    std::printf("pair %ld %ld\n", p.a, p.b);
  }
  Kokkos::finalize();
}
