// inline_functions: user device functions called from kernels.
//
// Covers: KOKKOS_INLINE_FUNCTION free functions calling each other
// transitively (smooth_weight -> hat -> clamp01), a KOKKOS_FUNCTION function,
// a small function template marked KOKKOS_INLINE_FUNCTION, a device function
// taking a View by const reference, and the same helpers used from a
// KOKKOS_LAMBDA, a functor and host code.

#include <Kokkos_Core.hpp>
#include <cstdio>

KOKKOS_INLINE_FUNCTION
double clamp01(const double v) { return v < 0.0 ? 0.0 : (v > 1.0 ? 1.0 : v); }

KOKKOS_INLINE_FUNCTION
double hat(const double x) { return clamp01(1.0 - (x < 0.0 ? -x : x)); }

KOKKOS_INLINE_FUNCTION
double smooth_weight(const double x, const double width) { return hat(x / width) * hat(x / width); }

template <typename T>
KOKKOS_INLINE_FUNCTION T square(const T v) { return v * v; }

KOKKOS_FUNCTION
int collatz_steps(long long n) {
  int steps = 0;
  while (n != 1 && steps < 1000) {
    n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
    ++steps;
  }
  return steps;
}

KOKKOS_INLINE_FUNCTION
double neighbour_avg(const Kokkos::View<double*>& v, const int i) {
  const int n = static_cast<int>(v.extent(0));
  const int l = (i == 0) ? 0 : i - 1;
  const int r = (i == n - 1) ? n - 1 : i + 1;
  return 0.5 * (v(l) + v(r));
}

struct WeightFunctor {
  Kokkos::View<double*> x;
  Kokkos::View<double*> w;
  double width;

  KOKKOS_INLINE_FUNCTION
  void operator()(const int i) const { w(i) = smooth_weight(x(i), width) + square(0.5 * x(i)); }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1 << 20;
    Kokkos::View<double*> x("x", N);
    Kokkos::View<double*> w("w", N);
    Kokkos::View<int*> steps("steps", N);

    Kokkos::parallel_for("fill", N, KOKKOS_LAMBDA(const int i) {
      x(i) = -2.0 + (i % 4096) * (4.0 / 4096.0);
    });

    Kokkos::parallel_for("weights", N, WeightFunctor{x, w, 1.5});

    double wsum = 0.0;
    Kokkos::parallel_reduce("wsum", N, KOKKOS_LAMBDA(const int i, double& s) {
      s += w(i) * hat(x(i)) + square(neighbour_avg(x, i));
    }, wsum);

    // Collatz lengths on a sub-range.
    Kokkos::parallel_for("collatz", Kokkos::RangePolicy<>(1, 200001), KOKKOS_LAMBDA(const int i) {
      steps(i) = collatz_steps(i);
    });
    long long total_steps = 0;
    int max_steps = 0;
    Kokkos::parallel_reduce("steps_sum", N, KOKKOS_LAMBDA(const int i, long long& s) { s += steps(i); }, total_steps);
    Kokkos::parallel_reduce("steps_max", N, KOKKOS_LAMBDA(const int i, int& m) {
      if (steps(i) > m) m = steps(i);
    }, Kokkos::Max<int>(max_steps));

    printf("wsum %.17g\n", wsum);
    printf("collatz %lld %d\n", total_steps, max_steps);
    printf("host_helpers %.17g %d %d\n", smooth_weight(0.75, 1.5), collatz_steps(27), square(12));
  }
  Kokkos::finalize();
  return 0;
}
