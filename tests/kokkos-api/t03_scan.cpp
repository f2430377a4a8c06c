// Area: parallel_scan (count / policy / labelled, with and without total).
#include <Kokkos_Core.hpp>

struct ScanFunctor {
  using value_type = long;
  Kokkos::View<long*> v;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, value_type& update, const bool final) const {
    update += v(i);
    if (final) v(i) = update;
  }
};

int main(int argc, char* argv[]) {
  Kokkos::ScopeGuard guard(argc, argv);
  const int N = 32;
  Kokkos::View<long*> v("v", N);
  Kokkos::parallel_scan(N, KOKKOS_LAMBDA(const int i, long& partial, const bool is_final) {
    const long val = i;
    if (is_final) v(i) = partial;
    partial += val;
  });
  Kokkos::parallel_scan("scan_label", N, KOKKOS_LAMBDA(const int i, long& partial, const bool is_final) {
    partial += i;
    if (is_final) v(i) = partial;
  });
  Kokkos::parallel_scan(Kokkos::RangePolicy<>(0, N), KOKKOS_LAMBDA(int i, long& partial, bool is_final) {
    partial += i;
    if (is_final) v(i) = partial;
  });
  long total = 0;
  Kokkos::parallel_scan(Kokkos::RangePolicy<>(0, N), KOKKOS_LAMBDA(int i, long& partial, bool is_final) {
    partial += i;
    if (is_final) v(i) = partial;
  }, total);
  Kokkos::parallel_scan("total_label", Kokkos::RangePolicy<>(0, N), ScanFunctor{v}, total);
  Kokkos::parallel_scan(N, ScanFunctor{v}, total);
  return total > 0 ? 0 : 1;
}
