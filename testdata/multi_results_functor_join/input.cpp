// multi_results_functor_join: several results for a functor that has its own value_type,
// init() and join().
//
// Covers: a functor whose operator() takes one accumulator per result, reduced into two
// results (a scalar sum and a Max<double> reducer), and into three (a sum, Min and Max
// reducers) on a RangePolicy. With several results Kokkos (3.4.1 and 4.6.1) combines them with their own
// reducers and ignores the functor's init(), join() and final(); here init() starts at 1000
// and join() takes the maximum, so using them would change every result. Every value is an
// integer or a multiple of 1/4, exact in any order.

#include <Kokkos_Core.hpp>
#include <cstdio>

struct Stats {
  using value_type = double;
  Kokkos::View<double*> x;
  KOKKOS_INLINE_FUNCTION void init(double& v) const { v = 1000; }
  KOKKOS_INLINE_FUNCTION void join(double& a, const double& b) const {
    if (b > a) a = b;
  }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, double& s, double& m) const {
    s += x(i);
    if (x(i) > m) m = x(i);
  }
};

struct Three {
  using value_type = double;
  Kokkos::View<double*> x;
  KOKKOS_INLINE_FUNCTION void init(double& v) const { v = -5; }
  KOKKOS_INLINE_FUNCTION void join(double& a, const double& b) const { a += 2 * b; }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, double& s, double& lo,
                                         double& hi) const {
    s += 0.5 * x(i);
    if (x(i) < lo) lo = x(i);
    if (x(i) > hi) hi = x(i);
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100000;
    Kokkos::View<double*> x("x", n);
    // (i * 7919) % n is a permutation of 0..n-1 (7919 is prime to n): unique extremes.
    Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(const int i) {
      x(i) = (static_cast<double>((static_cast<long long>(i) * 7919LL) % n) - n / 3) * 0.25;
    });
    double sum = 0, hi = 0;
    Kokkos::parallel_reduce("two", n, Stats{x}, sum, Kokkos::Max<double>(hi));
    std::printf("two %.2f %.2f\n", sum, hi);

    double s2 = 0, lo = 0, h2 = 0;
    Kokkos::parallel_reduce("three", Kokkos::RangePolicy<>(10, n - 10), Three{x}, s2,
                            Kokkos::Min<double>(lo), Kokkos::Max<double>(h2));
    std::printf("three %.2f %.2f %.2f\n", s2, lo, h2);
  }
  Kokkos::finalize();
  return 0;
}
