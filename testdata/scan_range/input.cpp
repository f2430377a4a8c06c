// scan_range: prefix sums with parallel_scan.
//
// Covers: parallel_scan with a (int i, T& partial, const bool final) lambda,
// exclusive prefix sums into a View (int and double), the form with a total
// (last) argument, labelled and unlabelled dispatches, RangePolicy<>(0, N),
// and stream compaction driven by the scanned offsets.

#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1 << 20;
    Kokkos::View<int*> counts("counts", N);
    Kokkos::View<int*> offsets("offsets", N);
    Kokkos::View<double*> w("w", N);
    Kokkos::View<double*> wpre("wpre", N);

    Kokkos::parallel_for("fill", N, KOKKOS_LAMBDA(const int i) {
      counts(i) = (i % 7 == 0 || i % 11 == 3) ? 1 : 0;
      w(i) = 0.5 + (i % 5) * 0.25;
    });

    // Exclusive scan of the 0/1 flags, with the total returned to the host.
    int nkeep = 0;
    Kokkos::parallel_scan("offsets", N, KOKKOS_LAMBDA(const int i, int& partial, const bool final) {
      if (final) offsets(i) = partial;   // value before adding element i
      partial += counts(i);
    }, nkeep);

    // Compaction: every kept index goes to its slot.
    Kokkos::View<int*> kept("kept", nkeep);
    Kokkos::parallel_for("compact", N, KOKKOS_LAMBDA(const int i) {
      if (counts(i)) kept(offsets(i)) = i;
    });

    // Exclusive scan of doubles without a total argument, unlabelled, RangePolicy.
    Kokkos::parallel_scan(Kokkos::RangePolicy<>(0, N), KOKKOS_LAMBDA(const int i, double& partial, const bool final) {
      if (final) wpre(i) = partial;
      partial += w(i);
    });

    // Inclusive scan of i % 3 into a long long total.
    long long incl_total = 0;
    Kokkos::View<long long*> incl("incl", N);
    Kokkos::parallel_scan("inclusive", Kokkos::RangePolicy<>(0, N),
                          KOKKOS_LAMBDA(const int i, long long& partial, const bool final) {
      partial += i % 3;
      if (final) incl(i) = partial;
    }, incl_total);

    auto h_off = Kokkos::create_mirror_view(offsets);
    auto h_kept = Kokkos::create_mirror_view(kept);
    auto h_wpre = Kokkos::create_mirror_view(wpre);
    auto h_incl = Kokkos::create_mirror_view(incl);
    Kokkos::deep_copy(h_off, offsets);
    Kokkos::deep_copy(h_kept, kept);
    Kokkos::deep_copy(h_wpre, wpre);
    Kokkos::deep_copy(h_incl, incl);

    long long kept_sum = 0;
    for (int k = 0; k < nkeep; ++k) kept_sum += h_kept(k);

    printf("nkeep %d\n", nkeep);
    printf("offsets %d %d %d %d\n", h_off(0), h_off(1), h_off(1000), h_off(N - 1));
    printf("kept %d %d %d %d\n", h_kept(0), h_kept(1), h_kept(2), h_kept(nkeep - 1));
    printf("kept_sum %lld\n", kept_sum);
    printf("wpre %.17g %.17g %.17g\n", h_wpre(0), h_wpre(12345), h_wpre(N - 1));
    printf("incl %lld %lld %lld\n", h_incl(0), h_incl(2), h_incl(N - 1));
    printf("incl_total %lld\n", incl_total);
  }
  Kokkos::finalize();
  return 0;
}
