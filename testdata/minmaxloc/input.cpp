// minmaxloc: location reducers.
//
// Covers: Kokkos::MinLoc<double,int> and Kokkos::MaxLoc<double,int> with their
// ::value_type (fields .val and .loc), MinLoc<int,int> on a sub-range
// RangePolicy<>(b, e); the data is a permutation so every extreme is unique
// (no ties, so the location is well defined on any backend).

#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1 << 20;
    Kokkos::View<double*> v("v", N);
    Kokkos::View<int*> w("w", N);

    // p is a permutation of 0..N-1 because the multiplier is odd and N is a
    // power of two.
    Kokkos::parallel_for("fill", N, KOKKOS_LAMBDA(const int i) {
      const long long p = (static_cast<long long>(i) * 40503LL + 12345LL) % N;
      v(i) = (static_cast<double>(p) - N / 3) * 0.5;
      w(i) = static_cast<int>((static_cast<long long>(i) * 69069LL + 777LL) % N);
    });

    using MinLocD = Kokkos::MinLoc<double, int>;
    using MaxLocD = Kokkos::MaxLoc<double, int>;
    MinLocD::value_type vmin;
    MaxLocD::value_type vmax;

    Kokkos::parallel_reduce("minloc", N, KOKKOS_LAMBDA(const int i, MinLocD::value_type& m) {
      if (v(i) < m.val) {
        m.val = v(i);
        m.loc = i;
      }
    }, MinLocD(vmin));

    Kokkos::parallel_reduce("maxloc", N, KOKKOS_LAMBDA(const int i, MaxLocD::value_type& m) {
      if (v(i) > m.val) {
        m.val = v(i);
        m.loc = i;
      }
    }, MaxLocD(vmax));

    // Integer MinLoc restricted to the second half of the array.
    Kokkos::MinLoc<int, int>::value_type wmin;
    Kokkos::parallel_reduce(Kokkos::RangePolicy<>(N / 2, N),
                            KOKKOS_LAMBDA(const int i, Kokkos::MinLoc<int, int>::value_type& m) {
      if (w(i) < m.val) {
        m.val = w(i);
        m.loc = i;
      }
    }, Kokkos::MinLoc<int, int>(wmin));

    // Integer MaxLoc over the whole array.
    Kokkos::MaxLoc<int, int>::value_type wmax;
    Kokkos::parallel_reduce("wmaxloc", N,
                            KOKKOS_LAMBDA(const int i, Kokkos::MaxLoc<int, int>::value_type& m) {
      if (w(i) > m.val) {
        m.val = w(i);
        m.loc = i;
      }
    }, Kokkos::MaxLoc<int, int>(wmax));

    printf("minloc %.17g %d\n", vmin.val, vmin.loc);
    printf("maxloc %.17g %d\n", vmax.val, vmax.loc);
    printf("wminloc_upper %d %d\n", wmin.val, wmin.loc);
    printf("wmaxloc %d %d\n", wmax.val, wmax.loc);
  }
  Kokkos::finalize();
  return 0;
}
