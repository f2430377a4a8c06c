// A functor whose join() uses one of its members: the kernel's reduction op is static and has
// no functor object, and join runs on the device. Refused at the use. (A final() that uses
// members is translated: it runs once, on the host, through the functor object.)
#include <Kokkos_Core.hpp>

struct WeightedProduct {
  using value_type = double;
  Kokkos::View<double*> v;
  double w;
  KOKKOS_FUNCTION void init(value_type& x) const { x = 1.0; }
  KOKKOS_FUNCTION void join(value_type& a, const value_type& b) const { a *= b * w; }
  KOKKOS_FUNCTION void operator()(const int i, value_type& p) const { p *= v(i); }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> v("v", 10);
    double r = 0;
    Kokkos::parallel_reduce(10, WeightedProduct{v, 0.5}, r);
  }
  Kokkos::finalize();
}

// join() of a custom reduction uses a functor member: KT1016 at the member use.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:11:82: error: {{.*}}[KT1016]
// expected-error@11 {{[KT1016]}}
// expected-error@20 {{[KT1016]}}
