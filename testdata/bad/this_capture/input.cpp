// KT1007: a KOKKOS_LAMBDA in a member function uses members, so it captures `this` (a host
// pointer). Valid Kokkos on host backends (GPU code needs KOKKOS_CLASS_LAMBDA). The error is at
// the first implicit use of `this`, `scale_` on line 15; it says to write KOKKOS_CLASS_LAMBDA.
#include <Kokkos_Core.hpp>

class Scaler {
public:
  Scaler(int n) : x_("x", n), scale_(3.0) {}
  void apply() {
    const int n = x_.extent(0);
    Kokkos::View<double*> x = x_;
    Kokkos::parallel_for(
        "apply", n,
        KOKKOS_LAMBDA(const int i) {
          x(i) *= scale_;
        });
  }

private:
  Kokkos::View<double*> x_;
  double scale_;
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Scaler s(100);
    s.apply();
  }
  Kokkos::finalize();
  return 0;
}

// implicit this capture: reported at the first member use 'scale_'.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:15:19: error: {{.*}}[KT1007]
// expected-error@15 {{[KT1007]}}
