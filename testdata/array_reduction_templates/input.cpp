// array_reduction_templates: functor array reductions (value_type = T[], value_count) in
// function templates and for class-template functors, each instantiation launched with its own
// arguments.
//
// Covers: a class-template functor (element type T) dispatched from a function template,
// instantiated for double and long; a non-template functor with its own init, join and final
// dispatched from a function template over RangePolicy(b, e) into a rank-1 View; a template
// parameter in the policy's bounds and one as the value_count; the result a reference to an
// array whose size is a template parameter.

#include <Kokkos_Core.hpp>
#include <cstdio>

template <class T>
struct ColumnSums {
  using value_type = T[];
  int value_count;
  Kokkos::View<T **> a;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, value_type s) const {
    for (int k = 0; k < value_count; ++k)
      s[k] += a(i, k);
  }
};

struct Peaks {
  using value_type = double[];
  int value_count;
  Kokkos::View<double *> x;
  KOKKOS_INLINE_FUNCTION void operator()(int i, value_type m) const {
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
      m[k] = m[k] + 0.5;
  }
};

template <class T, int M>
void column_sums(Kokkos::View<T **> a, T (&out)[M]) {
  Kokkos::parallel_reduce("columns", (int)a.extent(0), ColumnSums<T>{M, a}, out);
}

template <int Skip, class V>
void peaks(const V &x, int count, Kokkos::View<double *> out) {
  Kokkos::parallel_reduce("peaks", Kokkos::RangePolicy<>(Skip, x.extent(0)), Peaks{count, x},
                          out);
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 500, m = 4;
    Kokkos::View<double **> a("a", n, m);
    Kokkos::View<long **> b("b", n, m);
    Kokkos::View<double *> x("x", n), pk("pk", 5);
    Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(const int i) {
      for (int k = 0; k < m; ++k) {
        a(i, k) = 0.125 * ((i * (k + 5)) % 23) - 1.0;
        b(i, k) = (i * (k + 2)) % 29 - 7;
      }
      x(i) = (double)((i * 41) % 97) - 0.03125 * i;
    });
    double ds[m];
    long ls[m];
    column_sums(a, ds);
    column_sums<long, m>(b, ls);
    peaks<3>(x, 5, pk);
    auto hp = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), pk);
    for (int k = 0; k < m; ++k)
      std::printf("col %d %.6f %ld\n", k, ds[k], ls[k]);
    std::printf("peaks %.6f %.6f %.6f %.6f %.6f\n", hp(0), hp(1), hp(2), hp(3), hp(4));
  }
  Kokkos::finalize();
  return 0;
}
