// A functor whose join() uses one of its members is translated over a RangePolicy, an
// MDRangePolicy or a TeamPolicy of vector length 1 without a work tag (its init/join/final then
// run on the host, on the functor object, as an array reduction's do: case
// functor_join_uses_members). Over a TeamPolicy with vector lanes, and with a work tag (which
// those host calls do not pass), the kernel's static reduction op has no functor object: refused
// at the member use, and at the dispatch. (An untagged join() under a tagged dispatch is not
// Kokkos': it is not called, and such a functor translates, case functor_ops_called.)
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

struct Tagged {
  struct Tag {};
  using value_type = double;
  Kokkos::View<double*> v;
  double w;
  KOKKOS_FUNCTION void join(Tag, value_type& a, const value_type& b) const { a += b * w; }
  KOKKOS_FUNCTION void operator()(Tag, const int i, value_type& p) const { p += v(i); }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> v("v", 10);
    double r = 0;
    Kokkos::parallel_reduce(Kokkos::TeamPolicy<>(10, Kokkos::AUTO, 4), WeightedProduct{v, 0.5}, r);
    Kokkos::parallel_reduce(Kokkos::RangePolicy<Tagged::Tag>(0, 10), Tagged{v, 0.5}, r);
  }
  Kokkos::finalize();
}

// join() of a custom reduction uses a functor member: KT1016 at the member use.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:15:82: error: {{.*}}[KT1016]
// expected-error@15 {{[KT1016]}}
// expected-error@36 {{[KT1016]}}
