// A functor whose join() uses one of its members is translated over a RangePolicy, an
// MDRangePolicy or a TeamPolicy of vector length 1, with or without a work tag (its
// init/join/final then run on the host, on the functor object, as an array reduction's do:
// cases functor_join_uses_members, functor_tagged_host_ops). Over a TeamPolicy with vector
// lanes the kernel's static reduction op has no functor object: refused at the member use.
#include <Kokkos_Core.hpp>

struct WeightedProduct {
  using value_type = double;
  Kokkos::View<double*> v;
  double w;
  KOKKOS_FUNCTION void init(value_type& x) const { x = 1.0; }
  KOKKOS_FUNCTION void join(value_type& a, const value_type& b) const { a *= b * w; }
  KOKKOS_FUNCTION void operator()(const Kokkos::TeamPolicy<>::member_type& t, value_type& p) const {
    p *= v(t.league_rank());
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> v("v", 10);
    double r = 0;
    Kokkos::parallel_reduce(Kokkos::TeamPolicy<>(10, Kokkos::AUTO, 4), WeightedProduct{v, 0.5}, r);
  }
  Kokkos::finalize();
}

// join() of a custom reduction uses a functor member: KT1016 at the member use.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:13:82: error: {{.*}}[KT1016]
// expected-error@13 {{[KT1016]}}
