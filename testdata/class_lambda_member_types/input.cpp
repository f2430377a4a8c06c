// class_lambda_member_types: KOKKOS_CLASS_LAMBDA bodies that name public member types of their
// class (a member alias, a nested struct and a nested enum). The kernel is defined before the
// class (the dispatch is in a member function defined in it), so it spells them through the
// class (`typename kt_Scaler::value_type`) as a template over the class, instantiated at the
// launch. Also a class-scope type in the type of a member the kernel receives.
#include <Kokkos_Core.hpp>
#include <cstdio>

// Debian's Kokkos 3.4.1 (the reference) defines KOKKOS_CLASS_LAMBDA in C++17 builds only.
#ifndef KOKKOS_CLASS_LAMBDA
#define KOKKOS_CLASS_LAMBDA [=, *this]
#endif

class Scaler {
public:
  using value_type = double;
  struct Pair {
    value_type lo, hi;
  };
  enum Mode { Linear, Square };
  Scaler(int n) : x_("x", n), scale_(3.0) {}
  void apply(const int mode) {
    const int n = x_.extent(0);
    Kokkos::parallel_for(
        "apply", n,
        KOKKOS_CLASS_LAMBDA(const int i) {
          const value_type v = scale_ * i;
          const Pair p{v, v + 1};
          x_(i) = mode == Linear ? p.lo : p.hi * p.hi;
        });
  }
  value_type sum() const {
    value_type s = 0;
    Kokkos::parallel_reduce(
        "sum", x_.extent(0),
        KOKKOS_CLASS_LAMBDA(const int i, double& acc) {
          const value_type w = 1 + i % 3;
          acc += x_(i) * w;
        },
        s);
    return s;
  }

private:
  Kokkos::View<value_type*> x_;
  double scale_;
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Scaler s(100);
    s.apply(Scaler::Linear);
    printf("linear %.17g\n", s.sum());
    s.apply(Scaler::Square);
    printf("square %.17g\n", s.sum());
  }
  Kokkos::finalize();
  return 0;
}
