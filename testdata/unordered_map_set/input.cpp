// unordered_map_set: Kokkos::UnorderedMap<Kokkos::pair<int, int>, void> used as a set.
//
// Covers: concurrent insert() of pairs with many duplicates (success() / existing() / failed()
// counted with atomics: the counts are what Kokkos defines, whichever thread wins a key);
// size(), capacity() (Kokkos' rounding of the hint) and failed_insert() on the host; exists()
// in a parallel_reduce; iteration over capacity() with valid_at / key_at; find() and
// key_at(find(k)); inserts from a team kernel (TeamThreadRange); a functor holding the set;
// deep_copy into the set's HostMirror and exists() there on the host.

#include <Kokkos_Core.hpp>
#include <Kokkos_UnorderedMap.hpp>
#include <cstdio>

using pair_t = Kokkos::pair<int, int>;
using set_t = Kokkos::UnorderedMap<pair_t, void>;

struct CountPresent {
  set_t set;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, int& c) const {
    if (set.exists(pair_t(i % 40, i % 11))) ++c;
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 5000;
    set_t set(1000);
    Kokkos::View<int*> outcome("outcome", 3);
    Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(const int i) {
      const auto r = set.insert(pair_t(i % 50, (i / 50) % 7));
      if (r.success()) Kokkos::atomic_add(&outcome(0), 1);
      else if (r.existing()) Kokkos::atomic_add(&outcome(1), 1);
      else if (r.failed()) Kokkos::atomic_add(&outcome(2), 1);
    });
    auto oh = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), outcome);
    printf("size %d capacity %d failed %d\n", (int)set.size(), (int)set.capacity(), (int)set.failed_insert());
    printf("success %d existing %d failed %d\n", oh(0), oh(1), oh(2));

    int found = 0;
    Kokkos::parallel_reduce("probe", 2000, KOKKOS_LAMBDA(const int i, int& c) {
      if (set.exists(pair_t(i % 60, i % 9))) ++c;
    }, found);
    printf("found %d\n", found);

    long keysum = 0;
    int valid = 0;
    Kokkos::parallel_reduce("keys", set.capacity(), KOKKOS_LAMBDA(const int i, long& s) {
      if (set.valid_at(i)) {
        const pair_t k = set.key_at(i);
        s += 100 * k.first + k.second;
      }
    }, keysum);
    Kokkos::parallel_reduce("valid", set.capacity(), KOKKOS_LAMBDA(const int i, int& c) {
      if (set.valid_at(i)) ++c;
    }, valid);
    printf("keysum %ld valid %d\n", keysum, valid);

    int roundtrip = 0;
    Kokkos::parallel_reduce("find", 400, KOKKOS_LAMBDA(const int i, int& c) {
      const pair_t k(i % 55, i % 8);
      const auto idx = set.find(k);
      const pair_t at = set.key_at(idx);  // key_at(idx).first: clang 19 refuses it in OpenMP target regions
      if (set.valid_at(idx) && at.first == k.first && at.second == k.second) ++c;
    }, roundtrip);
    printf("roundtrip %d\n", roundtrip);

    // Inserts from a team kernel: each team inserts its row's pairs, some already there.
    using team_t = Kokkos::TeamPolicy<>::member_type;
    Kokkos::parallel_for("team_fill", Kokkos::TeamPolicy<>(20, Kokkos::AUTO), KOKKOS_LAMBDA(const team_t& t) {
      const int r = t.league_rank();
      Kokkos::parallel_for(Kokkos::TeamThreadRange(t, 30), [&](const int j) { set.insert(pair_t(r + 45, j % 9)); });
    });
    printf("after team size %d\n", (int)set.size());

    int present = 0;
    Kokkos::parallel_reduce("functor", Kokkos::RangePolicy<>(0, 1000), CountPresent{set}, present);
    printf("functor %d\n", present);

    set_t::HostMirror hset;
    Kokkos::deep_copy(hset, set);
    int host_found = 0;
    for (int a = 0; a < 70; ++a)
      for (int b = 0; b < 10; ++b) host_found += hset.exists(pair_t(a, b)) ? 1 : 0;
    printf("host size %d found %d capacity %d\n", (int)hset.size(), host_found, (int)hset.capacity());
  }
  Kokkos::finalize();
  return 0;
}
