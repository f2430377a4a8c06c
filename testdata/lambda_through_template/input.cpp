// lambda_through_template: lambdas handed to user function templates that dispatch them.
//
// Covers: a parallel_for through a template over the body with a plain int count, called with
// two different lambdas; a parallel_reduce into a scalar through a template with a RangePolicy;
// a Max reducer through a template; a template that takes the policy (a RangePolicy) as a
// parameter too; a template that passes the lambda on to another template twice; a lambda
// written in a loop, whose captured scalar changes between calls.

#include <Kokkos_Core.hpp>
#include <cstdio>

template <class F>
void run(int n, F f) {
  Kokkos::parallel_for(n, f);
}

template <class F>
double total(int n, const F& f) {
  double s = 0;
  Kokkos::parallel_reduce("total", Kokkos::RangePolicy<>(0, n), f, s);
  return s;
}

template <class F>
double largest(int n, F f) {
  double m = 0;
  Kokkos::parallel_reduce("largest", n, f, Kokkos::Max<double>(m));
  return m;
}

template <class Policy, class F>
void run_on(const Policy& p, F&& f) {
  Kokkos::parallel_for("run_on", p, f);
}

template <class F>
void twice(int n, F f) {
  run(n, f);
  run(n, f);
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1000;
    Kokkos::View<double*> x("x", n), y("y", n);
    run(n, KOKKOS_LAMBDA(const int i) { x(i) = 0.25 * i; });
    run(n, KOKKOS_LAMBDA(const int i) { y(i) = 1.0 + (i % 7); });
    for (int k = 0; k < 3; ++k) {
      const double a = 0.5 * (k + 1);
      run_on(Kokkos::RangePolicy<>(k, n - k), KOKKOS_LAMBDA(const int i) { y(i) += a * x(i); });
    }
    twice(n, KOKKOS_LAMBDA(const int i) { y(i) = y(i) * 2.0 - 1.0; });
    const double s = total(n, KOKKOS_LAMBDA(const int i, double& acc) { acc += y(i); });
    const double m = largest(n, KOKKOS_LAMBDA(const int i, double& r) {
      if (y(i) > r) r = y(i);
    });
    auto h = Kokkos::create_mirror_view(y);
    Kokkos::deep_copy(h, y);
    printf("total %.2f\n", s);
    printf("largest %.2f\n", m);
    printf("y %.2f %.2f %.2f %.2f\n", h(0), h(1), h(2), h(n - 1));
  }
  Kokkos::finalize();
  return 0;
}
