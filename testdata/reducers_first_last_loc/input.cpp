// reducers_first_last_loc: Kokkos 4's MinFirstLoc, MaxFirstLoc and MinMaxFirstLastLoc over
// values with many ties: the minimum's first index, the maximum's first index, and (MinMaxFirstLastLoc)
// the minimum's first and the maximum's last index, whatever order the threads join in.
// Kokkos 3 has none of them: its branch computes the same numbers on the host.
#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 5000;
    Kokkos::View<int *> v("v", n);
    Kokkos::parallel_for(
        "fill", n, KOKKOS_LAMBDA(const int i) { v(i) = (i * 37) % 11 - 5; });
#if KOKKOS_VERSION >= 40000
    using MinF = Kokkos::MinFirstLoc<int, int>;
    using MaxF = Kokkos::MaxFirstLoc<int, int>;
    using MinMaxFL = Kokkos::MinMaxFirstLastLoc<int, int>;
    MinF::value_type mn;
    MaxF::value_type mx;
    MinMaxFL::value_type mm;
    Kokkos::parallel_reduce(
        "minfirst", n,
        KOKKOS_LAMBDA(const int i, MinF::value_type &r) {
          if (v(i) < r.val || (v(i) == r.val && i < r.loc)) {
            r.val = v(i);
            r.loc = i;
          }
        },
        MinF(mn));
    Kokkos::parallel_reduce(
        "maxfirst", Kokkos::RangePolicy<>(100, n),
        KOKKOS_LAMBDA(const int i, MaxF::value_type &r) {
          if (v(i) > r.val || (v(i) == r.val && i < r.loc)) {
            r.val = v(i);
            r.loc = i;
          }
        },
        MaxF(mx));
    Kokkos::parallel_reduce(
        "minmax", n,
        KOKKOS_LAMBDA(const int i, MinMaxFL::value_type &r) {
          const int x = v(i);
          if (x < r.min_val || (x == r.min_val && i < r.min_loc)) {
            r.min_val = x;
            r.min_loc = i;
          }
          if (x > r.max_val || (x == r.max_val && i > r.max_loc)) {
            r.max_val = x;
            r.max_loc = i;
          }
        },
        MinMaxFL(mm));
    std::printf("minfirst %d at %d maxfirst %d at %d\n", mn.val, mn.loc, mx.val, mx.loc);
    std::printf("min %d first at %d max %d last at %d\n", mm.min_val, mm.min_loc, mm.max_val,
                mm.max_loc);
#else
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), v);
    int mnv = h(0), mnl = 0, mxv = h(100), mxl = 100, lastmax = 0, maxv = h(0);
    for (int i = 0; i < n; ++i) {
      if (h(i) < mnv) mnv = h(i), mnl = i;
      if (h(i) >= maxv) maxv = h(i), lastmax = i;
      if (i >= 100 && h(i) > mxv) mxv = h(i), mxl = i;
    }
    std::printf("minfirst %d at %d maxfirst %d at %d\n", mnv, mnl, mxv, mxl);
    std::printf("min %d first at %d max %d last at %d\n", mnv, mnl, maxv, lastmax);
#endif
  }
  Kokkos::finalize();
  return 0;
}
