// array_reduction: functor array reductions (value_type = T[], value_count set at run time).
//
// Covers: column sums with the default init and join (an element-wise sum) into a host array;
// value_count 1 into a rank-1 View; value_count 7 with its own init and a join that is not a
// sum (a per-element maximum) and a final(), over RangePolicy(b, e); a `return;` in the body;
// an empty range (the result is init, then final); an integer element type.

#include <Kokkos_Core.hpp>
#include <cstdio>

struct ColumnSums {
  using value_type = double[];
  using size_type = int;
  int value_count;
  Kokkos::View<double **> a;
  ColumnSums(Kokkos::View<double **> a_) : value_count((int)a_.extent(1)), a(a_) {}
  KOKKOS_INLINE_FUNCTION void operator()(const int i, value_type s) const {
    for (int k = 0; k < value_count; ++k)
      s[k] += a(i, k);
  }
};

struct Peaks {
  typedef double value_type[];
  int value_count;
  Kokkos::View<double *> x;
  KOKKOS_INLINE_FUNCTION void operator()(int i, value_type m) const {
    if (i % 5 == 3)
      return; // skipped rows
    const int k = i % value_count;
    if (x(i) > m[k])
      m[k] = x(i);
  }
  KOKKOS_INLINE_FUNCTION void init(value_type m) const {
    for (int k = 0; k < value_count; ++k)
      m[k] = -1000.0;
  }
  KOKKOS_INLINE_FUNCTION void join(value_type dst, const value_type src) const {
    for (int k = 0; k < value_count; ++k)
      if (src[k] > dst[k])
        dst[k] = src[k];
  }
  KOKKOS_INLINE_FUNCTION void final(value_type m) const {
    for (int k = 0; k < value_count; ++k)
      m[k] = 2.0 * m[k];
  }
};

struct Histogram {
  using value_type = long[];
  int value_count;
  KOKKOS_INLINE_FUNCTION void operator()(const long i, value_type h) const {
    h[(i * 7) % value_count] += i;
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1000, m = 3;
    Kokkos::View<double **> a("a", n, m);
    Kokkos::View<double *> x("x", n);
    Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(const int i) {
      for (int k = 0; k < m; ++k)
        a(i, k) = 0.25 * ((i * (k + 3)) % 17);
      x(i) = (double)((i * 37) % 101) - 0.0625 * i;
    });
    double sums[3] = {-1, -1, -1};
    Kokkos::parallel_reduce("columns", n, ColumnSums(a), sums);
    for (int k = 0; k < m; ++k)
      printf("column %d %.17g\n", k, sums[k]);

    Kokkos::View<double *> one("one", 1);
    Kokkos::parallel_reduce(Kokkos::RangePolicy<>(0, n), ColumnSums(Kokkos::subview(a, Kokkos::ALL, Kokkos::make_pair(1, 2))), one);
    auto one_h = Kokkos::create_mirror_view(one);
    Kokkos::deep_copy(one_h, one);
    printf("one %.17g\n", one_h(0));

    Peaks p{7, x};
    double peaks[7];
    Kokkos::parallel_reduce("peaks", Kokkos::RangePolicy<>(10, n - 10), p, peaks);
    for (int k = 0; k < 7; ++k)
      printf("peak %d %.17g\n", k, peaks[k]);
    double none[7];
    Kokkos::parallel_reduce("empty", Kokkos::RangePolicy<>(5, 5), p, none);
    printf("empty %.17g %.17g\n", none[0], none[6]);

    long hist[5];
    Kokkos::parallel_reduce("hist", 12345, Histogram{5}, hist);
    for (int k = 0; k < 5; ++k)
      printf("hist %d %ld\n", k, hist[k]);
  }
  Kokkos::finalize();
  return 0;
}
