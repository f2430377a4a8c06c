// unordered_map_rehash: a Kokkos::UnorderedMap too small for its keys.
//
// Covers: inserts into a full map fail (failed() results, failed_insert() on the host); rehash()
// to a larger capacity keeps the entries that made it and resets the flag; the same inserts
// again then all succeed or find their key; reset via clear() (capacity kept); rehash()
// without an argument (the size as lower bound); a map captured by a kernel after rehash (the
// new table). Printed: what Kokkos defines whatever the order of the inserts (whether any
// failed, counts and sums after the retry), not how many got in before the map was full.

#include <Kokkos_Core.hpp>
#include <Kokkos_UnorderedMap.hpp>
#include <cstdio>

using map_t = Kokkos::UnorderedMap<int, int>;

int fill(map_t m, int n) {
  int failures = 0;
  Kokkos::parallel_reduce("fill", n, KOKKOS_LAMBDA(const int i, int& f) {
    if (m.insert(i, 2 * i).failed()) ++f;
  }, failures);
  return failures;
}

long value_sum(map_t m) {
  long s = 0;
  Kokkos::parallel_reduce("sum", m.capacity(), KOKKOS_LAMBDA(const int i, long& a) {
    if (m.valid_at(i)) a += m.value_at(i) + 3L * m.key_at(i);
  }, s);
  return s;
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1000;
    map_t m(100);
    printf("capacity %d\n", (int)m.capacity());
    const int failures = fill(m, n);
    printf("some failed %d failed_insert %d within capacity %d\n", failures > 0 ? 1 : 0, (int)m.failed_insert(),
           (int)(m.size() <= m.capacity()));

    m.rehash(1200);
    printf("after rehash capacity %d failed_insert %d\n", (int)m.capacity(), (int)m.failed_insert());
    const int failures2 = fill(m, n);
    printf("retry failures %d size %d failed_insert %d sum %ld\n", failures2, (int)m.size(), (int)m.failed_insert(),
           value_sum(m));

    m.rehash();
    printf("rehash() capacity %d size %d sum %ld\n", (int)m.capacity(), (int)m.size(), value_sum(m));

    m.clear();
    // (Not size() here: Kokkos 3.4's clear() leaves the cached size of the last count.)
    printf("clear capacity %d failed_insert %d\n", (int)m.capacity(), (int)m.failed_insert());
    const int failures3 = fill(m, 300);
    printf("refill failures %d size %d sum %ld\n", failures3, (int)m.size(), value_sum(m));

    // Too small again, then rehash to exactly the keys' count.
    map_t small(10);
    const int f4 = fill(small, 500);
    small.rehash(500);
    const int f5 = fill(small, 500);
    printf("small %d %d size %d sum %ld\n", f4 > 0 ? 1 : 0, f5, (int)small.size(), value_sum(small));
  }
  Kokkos::finalize();
  return 0;
}
