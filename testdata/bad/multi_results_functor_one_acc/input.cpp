// KT1012: a functor with its own value_type and join() whose operator() takes one accumulator,
// given two results. Kokkos passes one accumulator per result to operator() (and ignores the
// functor's join), so this does not compile with Kokkos. The error is at the second result `hi`
// on line 22.
#include <Kokkos_Core.hpp>
#include <cstdio>

struct Range {
  using value_type = double;
  Kokkos::View<double*> x;
  KOKKOS_INLINE_FUNCTION void init(double& v) const { v = 0; }
  KOKKOS_INLINE_FUNCTION void join(double& a, const double& b) const { a += b; }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, double& s) const { s += x(i); }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<double*> x("x", n);
    double lo = 0, hi = 0;
    Kokkos::parallel_reduce("sum", n, Range{x}, lo,
                            hi);
    std::printf("%g %g\n", lo, hi);
  }
  Kokkos::finalize();
  return 0;
}

// several results for a functor with its own join and one accumulator: at the second result.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:23:29: error: {{.*}}[KT1012]
// expected-error@23 {{[KT1012]}}
