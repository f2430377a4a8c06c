// functor_custom_reduce: a functor-defined reduction on a struct value.
//
// Covers: a reduction functor with `using value_type = Stats` (a plain
// struct), init(), join() and final() members, dispatched over a plain count
// and over RangePolicy<>(b, e) into a host struct; final() turns the sum into
// a mean.

#include <Kokkos_Core.hpp>
#include <cstdio>

struct Stats {
  double sum;    // becomes the mean in final()
  double max;
  double min;
  long long count;
};

struct StatsReducer {
  using value_type = Stats;
  Kokkos::View<double*> data;
  double threshold;

  KOKKOS_INLINE_FUNCTION
  void operator()(const int i, value_type& s) const {
    const double x = data(i);
    if (x > threshold) {
      s.sum += x;
      s.count += 1;
      if (x > s.max) s.max = x;
      if (x < s.min) s.min = x;
    }
  }

  KOKKOS_INLINE_FUNCTION
  void init(value_type& s) const {
    s.sum = 0.0;
    s.max = -1.0e300;
    s.min = 1.0e300;
    s.count = 0;
  }

  KOKKOS_INLINE_FUNCTION
  void join(volatile value_type& dst, const volatile value_type& src) const {
    dst.sum += src.sum;
    dst.count += src.count;
    if (src.max > dst.max) dst.max = src.max;
    if (src.min < dst.min) dst.min = src.min;
  }

  KOKKOS_INLINE_FUNCTION
  void final(value_type& s) const {
    if (s.count > 0) s.sum = s.sum / s.count;
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1 << 20;
    Kokkos::View<double*> data("data", N);
    Kokkos::parallel_for("fill", N, KOKKOS_LAMBDA(const int i) {
      data(i) = ((i * 37) % 1001) * 0.0078125 - 2.0;  // exact in binary
    });

    StatsReducer red;
    red.data = data;
    red.threshold = 0.0;

    Stats all;
    Kokkos::parallel_reduce("stats_all", N, red, all);

    Stats part;
    red.threshold = 3.0;
    Kokkos::parallel_reduce(Kokkos::RangePolicy<>(100, N / 2), red, part);

    printf("all_mean %.17g\n", all.sum);
    printf("all_max %.17g\n", all.max);
    printf("all_min %.17g\n", all.min);
    printf("all_count %lld\n", all.count);
    printf("part_mean %.17g\n", part.sum);
    printf("part_max %.17g\n", part.max);
    printf("part_min %.17g\n", part.min);
    printf("part_count %lld\n", part.count);
  }
  Kokkos::finalize();
  return 0;
}
