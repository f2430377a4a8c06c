// A captured local whose type is a member enum of the class whose member function holds the
// dispatch: the kernel is defined before the class, where the enum cannot be named. (The
// accumulator's `value_type` is an alias: spelled as double.)
#include <Kokkos_Core.hpp>
class Scaler {
public:
  using value_type = double;
  enum Mode { Linear, Square };
  Scaler(int n) : x_("x", n) {}
  value_type sum(const Mode m) const {
    value_type s = 0;
    Kokkos::parallel_reduce("sum", x_.extent(0),
        [=, *this](const int i, value_type& acc) { acc += x_(i) * (m == Linear); }, s);
    return s;
  }
  Kokkos::View<value_type*> x_;
};
int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  { Scaler s(10); s.sum(Scaler::Linear); }
  Kokkos::finalize();
}

// a captured local of a member enum type, the dispatch in a member function defined in the class: reported at the capture's use.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:13:68: error: {{.*}}[KT1031]
// expected-error@13 {{[KT1031]}}
