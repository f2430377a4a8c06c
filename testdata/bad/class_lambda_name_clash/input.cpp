// KT1007: a KOKKOS_CLASS_LAMBDA body declares a variable with the name of a member it also
// uses (through this->). The kernel receives the members under their own names, without
// `this->`, so the two would be one name. Valid Kokkos; the error is at the declaration of the
// local `scale_` on line 16.
#include <Kokkos_Core.hpp>

class Scaler {
public:
  Scaler(int n) : x_("x", n), scale_(3.0) {}
  void apply() {
    const int n = x_.extent(0);
    Kokkos::parallel_for(
        "apply", n,
        [=, *this](const int i) {
          const double scale_ = 0.5 * i;
          x_(i) = this->scale_ + scale_;
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

// a local in a class lambda named like a member it uses: reported at the local's declaration.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:15:24: error: {{.*}}[KT1007]
// expected-error@15 {{[KT1007]}}
