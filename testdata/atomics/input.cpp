// atomics: atomic operations on int and double Views.
//
// Covers: Kokkos::atomic_add (int and double histograms), atomic_fetch_add
// (slot allocation), atomic_fetch_sub (budget counter), atomic_compare_exchange
// (claiming keys and a CAS loop for a double maximum), atomic_fetch_min /
// atomic_fetch_max on int and double; all printed results are independent of
// the order in which the atomics happen.

#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1 << 20;
    const int NBINS = 100;
    const int NKEYS = 5000;
    Kokkos::View<int*> hist("hist", NBINS);
    Kokkos::View<double*> whist("whist", NBINS);
    Kokkos::View<int> cursor("cursor");
    Kokkos::View<int*> slots("slots", N / 5 + 1);
    Kokkos::View<int> budget("budget");
    Kokkos::View<int> positive_grabs("positive_grabs");
    Kokkos::View<int*> owner("owner", NKEYS);
    Kokkos::View<int> claims("claims");
    Kokkos::View<double> cas_max("cas_max");
    Kokkos::View<int> imin("imin"), imax("imax");
    Kokkos::View<double> dmin("dmin"), dmax("dmax");

    Kokkos::deep_copy(owner, -1);
    Kokkos::deep_copy(budget, 300000);
    Kokkos::deep_copy(cas_max, -1.0e300);
    Kokkos::deep_copy(imin, 1 << 30);
    Kokkos::deep_copy(imax, -(1 << 30));
    Kokkos::deep_copy(dmin, 1.0e300);
    Kokkos::deep_copy(dmax, -1.0e300);

    Kokkos::parallel_for("atomics", N, KOKKOS_LAMBDA(const int i) {
      // Histogram of a scrambled key, with exact (dyadic) weights.
      const int bin = static_cast<int>((static_cast<long long>(i) * 7919LL) % NBINS);
      Kokkos::atomic_add(&hist(bin), 1);
      Kokkos::atomic_add(&whist(bin), 0.25 * (i % 4) + 0.5);

      // Reserve a slot for every fifth index.
      if (i % 5 == 0) {
        const int slot = Kokkos::atomic_fetch_add(&cursor(), 1);
        slots(slot) = i;
      }

      // Take 2 units from a shared budget; count grabs that saw a positive budget.
      if (i % 3 == 0) {
        const int before = Kokkos::atomic_fetch_sub(&budget(), 2);
        if (before > 0) Kokkos::atomic_add(&positive_grabs(), 1);
      }

      // The first index to reach a key claims it.
      const int key = (i * 31) % NKEYS;
      if (Kokkos::atomic_compare_exchange(&owner(key), -1, i) == -1) Kokkos::atomic_add(&claims(), 1);

      // Maximum via a compare-and-swap loop.
      const double v = ((i * 13) % 1009) * 0.5 - 100.0;
      double old = cas_max();
      while (v > old) {
        const double prev = Kokkos::atomic_compare_exchange(&cas_max(), old, v);
        if (prev == old) break;
        old = prev;
      }

      // Built-in fetch-min / fetch-max.
      const int iv = (i * 17) % 100003 - 50000;
      Kokkos::atomic_fetch_min(&imin(), iv);
      Kokkos::atomic_fetch_max(&imax(), iv);
      Kokkos::atomic_fetch_min(&dmin(), v);
      Kokkos::atomic_fetch_max(&dmax(), v);
    });

    auto h_hist = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), hist);
    auto h_whist = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), whist);
    auto h_slots = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), slots);
    int h_cursor = 0, h_budget = 0, h_pos = 0, h_claims = 0, h_imin = 0, h_imax = 0;
    double h_cas = 0.0, h_dmin = 0.0, h_dmax = 0.0;
    Kokkos::deep_copy(h_cursor, cursor);
    Kokkos::deep_copy(h_budget, budget);
    Kokkos::deep_copy(h_pos, positive_grabs);
    Kokkos::deep_copy(h_claims, claims);
    Kokkos::deep_copy(h_cas, cas_max);
    Kokkos::deep_copy(h_imin, imin);
    Kokkos::deep_copy(h_imax, imax);
    Kokkos::deep_copy(h_dmin, dmin);
    Kokkos::deep_copy(h_dmax, dmax);

    long long hsum = 0, hweighted = 0, slot_sum = 0;
    double wsum = 0.0;
    for (int b = 0; b < NBINS; ++b) {
      hsum += h_hist(b);
      hweighted += static_cast<long long>(h_hist(b)) * b;
      wsum += h_whist(b) * (b + 1);
    }
    for (int s = 0; s < h_cursor; ++s) slot_sum += h_slots(s);

    printf("hist %lld %lld %d %d\n", hsum, hweighted, h_hist(0), h_hist(NBINS - 1));
    printf("whist %.17g %.17g\n", wsum, h_whist(42));
    printf("cursor %d\n", h_cursor);
    printf("slot_sum %lld\n", slot_sum);
    printf("budget %d %d\n", h_budget, h_pos);
    printf("claims %d\n", h_claims);
    printf("cas_max %.17g\n", h_cas);
    printf("int_minmax %d %d\n", h_imin, h_imax);
    printf("double_minmax %.17g %.17g\n", h_dmin, h_dmax);
  }
  Kokkos::finalize();
  return 0;
}
