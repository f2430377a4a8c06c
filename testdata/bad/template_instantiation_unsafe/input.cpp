// A dispatch in a function template is checked in every instantiation the unit uses: scale<Flat>
// translates, scale<Shaped> calls a virtual function in the kernel (the vtable lives in host
// memory). The error is at `factor` in the template (line 23, col 19) and names the instantiation.
#include <Kokkos_Core.hpp>

struct Flat {
  double f = 2.0;
  KOKKOS_FUNCTION double factor() const { return f; }
};
struct Base {
  virtual ~Base() = default;
  KOKKOS_FUNCTION virtual double factor() const { return 1.0; }
};
struct Shaped : Base {
  KOKKOS_FUNCTION double factor() const override { return 3.0; }
};

template <class S>
void scale(Kokkos::View<double*> y, const S* s) {
  Kokkos::parallel_for(
      "scale", y.extent(0),
      KOKKOS_LAMBDA(const int i) {
        y(i) = s->factor() * i;
      });
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> y("y", 100);
    Flat f;
    Shaped sh;
    scale(y, &f);
    scale(y, &sh);
  }
  Kokkos::finalize();
  return 0;
}

// checked per instantiation: the virtual call in scale<Shaped> is reported at the call, naming it.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:23:19: error: {{.*}}[KT1003]
// expected-error-re@23 {{(in instantiation 'scale<Shaped>'){{.*}}[KT1003]}}
