// KT1002: a struct that holds Views and has a base class, whose own copy constructor copies the
// base but leaves its member `w` to its default initialisation. Kokkos copies the object with
// that constructor, as often as it chooses; the kernel's copy would be the object's bytes, which
// equal such a copy only when the constructor copies each base and member (capture
// testdata/capture_memberwise_copy_constructor). Valid Kokkos; the error is at the lambda's use
// of `p` on line 26.
#include <Kokkos_Core.hpp>

struct Base {
  Kokkos::View<double*> a;
};

struct Scaled : Base {
  double w;
  Scaled(Kokkos::View<double*> a_, double w_) : Base{a_}, w(w_) {}
  Scaled(const Scaled& o) : Base(o) {}
  KOKKOS_INLINE_FUNCTION double at(const int i) const { return w * a(i); }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Scaled p(Kokkos::View<double*>("a", n), 2.0);
    double s = 0;
    Kokkos::parallel_reduce("partial", n, KOKKOS_LAMBDA(const int i, double& r) { r += p.at(i); }, s);
  }
  Kokkos::finalize();
  return 0;
}

// a struct of Views with a base, whose copy constructor leaves a member out, captured: KT1002 at the capture's use.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:26:88: error: {{.*}}[KT1002]
// expected-error@26 {{[KT1002]}}
