// KT1003: a virtual call inside a kernel (the vtable lives in host memory). The object is
// reached through a captured pointer, so only the call is wrong. The error is at `area`
// in `shape->area()` (line 25).
#include <Kokkos_Core.hpp>

struct Shape {
  virtual ~Shape() = default;
  KOKKOS_FUNCTION virtual double area() const { return 0.0; }
};
struct Square : Shape {
  double side = 2.0;
  KOKKOS_FUNCTION double area() const override { return side * side; }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<double*> y("y", n);
    Square sq;
    const Shape* shape = &sq;
    Kokkos::parallel_for(
        "areas", n,
        KOKKOS_LAMBDA(const int i) {
          y(i) = shape->area() * i;
        });
  }
  Kokkos::finalize();
  return 0;
}

// virtual call: reported at the member name in 'shape->area()'.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:25:25: error: {{.*}}[KT1003]
// expected-error@25 {{[KT1003]}}
