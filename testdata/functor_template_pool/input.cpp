// functor_template_pool: a functor class template instantiated with a random pool type, as the
// kokkos-tutorials random_number exercise writes it (GenRandom<RandPoolType>).
//
// Covers: the functor's template argument is spelled as the program wrote it
// (`Kokkos::Random_XorShift64_Pool<>` through an alias: the device pool), not as the parsed
// header's canonical type, whose defaulted space is Serial (a host pool in the shim); the
// functor's member types (value_type, the generator type) used inside the kernel. Kokkos gives
// different numbers on different backends, so only an invariant is printed: the fraction of
// darts inside the unit quarter circle (pi/4 within 0.005 for 2^20 darts).

#include <Kokkos_Core.hpp>
#include <Kokkos_Random.hpp>
#include <cstdio>

template <class Pool>
struct Darts {
  using value_type = long;
  using generator_type = typename Pool::generator_type;
  Pool pool;
  int per_index;
  Darts(Pool p, int k) : pool(p), per_index(k) {}
  KOKKOS_INLINE_FUNCTION void operator()(const int, value_type& hits) const {
    generator_type gen = pool.get_state();
    for (int k = 0; k < per_index; ++k) {
      const double x = gen.drand(), y = gen.drand();
      if (x * x + y * y < 1.0) ++hits;
    }
    pool.free_state(gen);
  }
};

using RandPool = Kokkos::Random_XorShift64_Pool<>;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1 << 14, per = 64;
    RandPool pool(2024);
    long hits = 0;
    Kokkos::parallel_reduce("darts", n, Darts<RandPool>(pool, per), hits);
    const double pi = 4.0 * double(hits) / (double(n) * per);
    std::printf("darts %d pi_ok %d\n", n * per, pi > 3.13 && pi < 3.15);
  }
  Kokkos::finalize();
  return 0;
}
