// unordered_map_values: Kokkos::UnorderedMap<int, double> and <int, int> with values.
//
// Covers: insert(k, v) from many threads, existing keys keeping their first value; value_at()
// of the index insert returned, accumulated with atomic_add; iteration over capacity() with
// valid_at / key_at / value_at in a parallel_reduce; find() + value_at in a kernel; a functor
// holding the map that inserts; a map in HostSpace filled by a host loop and read by a host
// dispatch (which may call size()); the values read on the host through the HostMirror
// (deep_copy). Values are sums of halves: exact in any order.

#include <Kokkos_Core.hpp>
#include <Kokkos_UnorderedMap.hpp>
#include <cstdio>

using map_t = Kokkos::UnorderedMap<int, double>;
using count_t = Kokkos::UnorderedMap<int, int>;

struct Tally {
  count_t counts;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const {
    const auto r = counts.insert(i % 23, 0);
    if (!r.failed()) Kokkos::atomic_add(&counts.value_at(r.index()), 1);
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 3000;
    map_t m(200);
    Kokkos::parallel_for("accumulate", n, KOKKOS_LAMBDA(const int i) {
      const auto r = m.insert(i % 97, 0.0);
      if (!r.failed()) Kokkos::atomic_add(&m.value_at(r.index()), 0.5 * i);
    });
    printf("size %d capacity %d failed %d\n", (int)m.size(), (int)m.capacity(), (int)m.failed_insert());

    double weighted = 0.0;
    int entries = 0;
    Kokkos::parallel_reduce("iterate", m.capacity(), KOKKOS_LAMBDA(const int i, double& s) {
      if (m.valid_at(i)) s += m.key_at(i) * m.value_at(i);
    }, weighted);
    Kokkos::parallel_reduce("count", m.capacity(), KOKKOS_LAMBDA(const int i, int& c) {
      if (m.valid_at(i)) ++c;
    }, entries);
    printf("weighted %.1f entries %d\n", weighted, entries);

    double looked_up = 0.0;
    Kokkos::parallel_reduce("lookup", 150, KOKKOS_LAMBDA(const int k, double& s) {
      const auto idx = m.find(k);
      if (m.valid_at(idx)) s += m.value_at(idx);
      else s -= 1.0;
    }, looked_up);
    printf("lookup %.1f\n", looked_up);

    // First value wins: inserting again with other values changes nothing.
    Kokkos::View<int*> again("again", 1);
    Kokkos::parallel_for("reinsert", 97, KOKKOS_LAMBDA(const int k) {
      if (m.insert(k, -1.0).existing()) Kokkos::atomic_add(&again(0), 1);
    });
    auto ah = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), again);
    map_t::HostMirror hm;
    Kokkos::deep_copy(hm, m);
    double total = 0.0;
    for (unsigned i = 0; i < hm.capacity(); ++i)
      if (hm.valid_at(i)) total += hm.value_at(i);
    const auto i42 = hm.find(42);
    printf("reinsert existing %d total %.1f value(42) %.1f\n", ah(0), total, hm.value_at(i42));

    count_t counts(30);
    Kokkos::parallel_for("tally", Kokkos::RangePolicy<>(0, 1000), Tally{counts});
    long tally = 0;
    Kokkos::parallel_reduce("tally_sum", counts.capacity(), KOKKOS_LAMBDA(const int i, long& s) {
      if (counts.valid_at(i)) s += (counts.key_at(i) + 1) * (long)counts.value_at(i);
    }, tally);
    printf("tally size %d sum %ld\n", (int)counts.size(), tally);

    // A map in host memory, used on the host.
    Kokkos::UnorderedMap<int, int, Kokkos::HostSpace> hmap(50);
    int ok = 0;
    for (int i = 0; i < 200; ++i) ok += hmap.insert(i % 37, i).success() ? 1 : 0;
    long hsum = 0;
    for (unsigned i = 0; i < hmap.capacity(); ++i)
      if (hmap.valid_at(i)) hsum += hmap.key_at(i) * hmap.value_at(i);
    printf("host map success %d size %d sum %ld\n", ok, (int)hmap.size(), hsum);
    // A host dispatch capturing the host map: it may call its host members too (size()).
    int hcount = 0;
    Kokkos::parallel_reduce("host_iterate",
                            Kokkos::RangePolicy<Kokkos::DefaultHostExecutionSpace>(0, hmap.capacity()),
                            KOKKOS_LAMBDA(const int i, int& c) {
                              if (hmap.valid_at(i) && hmap.exists(hmap.key_at(i))) c += (int)hmap.size();
                            }, hcount);
    printf("host dispatch %d\n", hcount);
  }
  Kokkos::finalize();
  return 0;
}
