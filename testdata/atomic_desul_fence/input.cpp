// atomic_desul_fence: desul atomics called directly, as Kokkos 4 code may (inc_mod/dec_mod have
// no Kokkos:: name), with a relaxed and a sequentially consistent order at device scope, and
// Kokkos::memory_fence in a kernel. Counters wrap modulo their bound: every update is atomic, so
// the final values depend only on the number of updates. Kokkos before 4 has no desul: there
// the same updates are compare-exchange loops (the branch the reference run takes).
#include <Kokkos_Core.hpp>
#include <cstdio>

#if KOKKOS_VERSION >= 40000
KOKKOS_INLINE_FUNCTION void inc_mod(unsigned *p, unsigned n) {
  desul::atomic_fetch_inc_mod(p, n, desul::MemoryOrderRelaxed(), desul::MemoryScopeDevice());
}
KOKKOS_INLINE_FUNCTION void dec_mod(unsigned *p, unsigned n) {
  desul::atomic_fetch_dec_mod(p, n, desul::MemoryOrderRelaxed(), desul::MemoryScopeDevice());
}
KOKKOS_INLINE_FUNCTION void add_seq_cst(long *p, long v) {
  desul::atomic_fetch_add(p, v, desul::MemoryOrderSeqCst(), desul::MemoryScopeDevice());
}
#else
KOKKOS_INLINE_FUNCTION void inc_mod(unsigned *p, unsigned n) {
  unsigned old = *p, prev;
  while ((prev = Kokkos::atomic_compare_exchange(p, old, old >= n ? 0u : old + 1)) != old) old = prev;
}
KOKKOS_INLINE_FUNCTION void dec_mod(unsigned *p, unsigned n) {
  unsigned old = *p, prev;
  while ((prev = Kokkos::atomic_compare_exchange(p, old, (old == 0 || old > n) ? n : old - 1)) != old)
    old = prev;
}
KOKKOS_INLINE_FUNCTION void add_seq_cst(long *p, long v) { Kokkos::atomic_fetch_add(p, v); }
#endif

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 10000;
    Kokkos::View<unsigned *> c("c", 3);
    Kokkos::View<long *> total("total", 1);
    Kokkos::parallel_for(
        "wrap", n, KOKKOS_LAMBDA(const int i) {
          inc_mod(&c(0), 6u);
          dec_mod(&c(1), 9u);
          add_seq_cst(&total(0), long(i % 7));
          Kokkos::memory_fence();
          if (i % 3 == 0) Kokkos::atomic_fetch_max(&c(2), unsigned(i % 1000));
        });
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), c);
    auto t = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), total);
    std::printf("inc_mod %u dec_mod %u max %u total %ld\n", h(0), h(1), h(2), t(0));
  }
  Kokkos::finalize();
  return 0;
}
