// template_lambda_and_functor: one dispatch inside a template, reached by a lambda passed in
// and by a functor.
//
// Covers: a parallel_for in `run` called with a functor (a class holding a View and a scalar),
// then with two lambdas; a parallel_reduce in `total` called with a lambda and with a functor
// (taken by const reference); each instantiation launches its own kernel.

#include <Kokkos_Core.hpp>
#include <cstdio>

template <class F>
void run(int n, const F &f) {
  Kokkos::parallel_for("run", n, f);
}

template <class F>
double total(int n, const F &f) {
  double s = 0;
  Kokkos::parallel_reduce(n, f, s);
  return s;
}

struct Fill {
  Kokkos::View<double *> x;
  double v;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { x(i) = v + i; }
};

struct Squares {
  Kokkos::View<double *> x;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, double &s) const { s += x(i) * x(i); }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1000;
    Kokkos::View<double *> x("x", n);
    run(n, Fill{x, 3.0});
    const double b = 0.5;
    run(n, KOKKOS_LAMBDA(const int i) { x(i) *= b; });
    run(n, KOKKOS_LAMBDA(const int i) { x(i) -= 1.0; });
    const double t1 = total(n, KOKKOS_LAMBDA(const int i, double &s) { s += x(i); });
    const double t2 = total(n, Squares{x});
    printf("total %.17g\n", t1);
    printf("squares %.17g\n", t2);
  }
  Kokkos::finalize();
  return 0;
}
