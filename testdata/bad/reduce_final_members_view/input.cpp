// A functor whose final() uses a member, reducing into a View: final is applied on the host to
// a value copied back, which is done for a plain variable only. Refused at the dispatch.
#include <Kokkos_Core.hpp>

struct MeanOf {
  using value_type = double;
  Kokkos::View<double*> v;
  int n;
  KOKKOS_FUNCTION void init(value_type& x) const { x = 0.0; }
  KOKKOS_FUNCTION void join(value_type& a, const value_type& b) const { a += b; }
  KOKKOS_FUNCTION void final(value_type& x) const { x /= n; }
  KOKKOS_FUNCTION void operator()(const int i, value_type& s) const { s += v(i); }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> v("v", 10);
    Kokkos::View<double> r("r");
    Kokkos::parallel_reduce(10, MeanOf{v, 10}, r);
  }
  Kokkos::finalize();
}

// final() that uses a member with a View as the result: KT1016 at the dispatch.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:20:5: error: {{.*}}[KT1016]
// expected-error@20 {{[KT1016]}}
