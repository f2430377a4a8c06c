// KT1025: an atomic operation on a 32-byte type in a kernel (Kokkos' own TestAtomics uses
// SuperScalar<4>): Kokkos takes a lock for it; the translated atomics are 4- and 8-byte ones.
// Valid Kokkos; the error is at `Kokkos::atomic_fetch_add` on line 21.
#include <Kokkos_Core.hpp>

struct Four {
  double v[4];
  KOKKOS_INLINE_FUNCTION Four() : v{0, 0, 0, 0} {}
  KOKKOS_INLINE_FUNCTION Four operator+(const Four &o) const {
    Four r;
    for (int i = 0; i < 4; ++i) r.v[i] = v[i] + o.v[i];
    return r;
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<Four> total("total");
    Kokkos::parallel_for(100, KOKKOS_LAMBDA(const int) {
      Kokkos::atomic_fetch_add(&total(), Four());
    });
  }
  Kokkos::finalize();
  return 0;
}
