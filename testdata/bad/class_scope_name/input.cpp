// KT1031: a KOKKOS_CLASS_LAMBDA body names a private type declared in its class. The kernel is
// defined outside the class, where the private `value_type` cannot be named (a public one is
// spelled through the class: testdata/class_lambda_member_types). Valid Kokkos; the error is at
// the use of `value_type` on line 20.
#include <Kokkos_Core.hpp>

#ifndef KOKKOS_CLASS_LAMBDA
#define KOKKOS_CLASS_LAMBDA [=, *this]
#endif

class Scaler {
  using value_type = double;  // private: the kernel, outside the class, cannot name it
public:
  Scaler(int n) : x_("x", n), scale_(3.0) {}
  void apply() {
    const int n = x_.extent(0);
    Kokkos::parallel_for(
        "apply", n,
        KOKKOS_CLASS_LAMBDA(const int i) {
          const value_type v = scale_ * i;
          x_(i) = v;
        });
  }

private:
  Kokkos::View<value_type*> x_;
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

// a private class-scope alias named in a class lambda's body: reported at its use.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:20:17: error: {{.*}}[KT1031]
// expected-error@20 {{[KT1031]}}
