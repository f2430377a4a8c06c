// passed_lambda_host_call: a template that dispatches the lambda passed to it also calls the
// closure on the host.
//
// Covers: `f(-1)` on the host before a device dispatch (taken by const reference), the body
// guarding its index; a host dispatch (DefaultHostExecutionSpace) whose template first runs
// the closure itself for index 0 on a HostSpace View (taken by forwarding reference); a lambda
// with an explicit return type whose host result the template uses, capturing a scalar.

#include <Kokkos_Core.hpp>
#include <cstdio>
#include <utility>

template <class F>
void run_checked(int n, const F &f) {
  f(-1); // nothing for a negative index: a check the template makes on the host
  Kokkos::parallel_for(n, f);
}

template <class F>
void host_run(int n, F &&f) {
  f(0); // the first element on the host, the rest by the dispatch
  Kokkos::parallel_for(Kokkos::RangePolicy<Kokkos::DefaultHostExecutionSpace>(1, n),
                       std::forward<F>(f));
}

template <class F>
double weigh(int n, const F &f) {
  const int w = f(2); // the weight of index 2, on the host
  Kokkos::parallel_for("weigh", n, f);
  return 0.5 * w;
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<double *> x("x", n);
    Kokkos::View<double *, Kokkos::HostSpace> h("h", n);
    const double a = 2.5;
    run_checked(n, KOKKOS_LAMBDA(const int i) {
      if (i >= 0)
        x(i) = a * i;
    });
    host_run(n, [=](const int i) { h(i) = 3.0 * i + 1.0; });
    const int k = 7;
    const double half = weigh(n, KOKKOS_LAMBDA(const int i) -> int {
      if (i > 50)
        x(i) += k;
      return k * i;
    });
    double s = 0;
    Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, double &t) { t += x(i); }, s);
    double hs = 0;
    for (int i = 0; i < n; ++i)
      hs += h(i);
    printf("x sum %.17g\n", s);
    printf("h sum %.17g h0 %.17g\n", hs, h(0));
    printf("half %.17g\n", half);
  }
  Kokkos::finalize();
  return 0;
}
