// KT1002: a struct that holds Views, with a copy constructor of its own, captured and passed
// whole to a function. Kokkos copies it to the kernel with that constructor; the kernel's copy
// is the object's bytes, which equal that copy only for the implicit constructor. Valid Kokkos;
// the error is at the use of `f` as an argument on line 24.
#include <Kokkos_Core.hpp>

struct Fields {
  Kokkos::View<double*> a, b;
  double s;
  Fields(Kokkos::View<double*> a_, Kokkos::View<double*> b_, double s_) : a(a_), b(b_), s(s_) {}
  Fields(const Fields& o) : a(o.a), b(o.b), s(o.s + 1.0) {}
};

KOKKOS_INLINE_FUNCTION double mix(const Fields& f, const int i) { return f.a(i) + f.s * f.b(i); }

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Fields f(Kokkos::View<double*>("a", n), Kokkos::View<double*>("b", n), 2.0);
    Kokkos::View<double*> y("y", n);
    Kokkos::parallel_for(
        "mix", n, KOKKOS_LAMBDA(const int i) {
          y(i) = mix(f, i) + f.s;
        });
  }
  Kokkos::finalize();
  return 0;
}

// a struct of Views with its own copy constructor passed whole to a function in the kernel: reported at that use.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:24:22: error: {{.*}}[KT1002]
// expected-error@24 {{[KT1002]}}
