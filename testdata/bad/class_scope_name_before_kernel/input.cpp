// An enumerator of the functor's class that is private, used in its operator() and dispatched
// with *this from a member function: the kernel is defined outside the class, where a private
// name cannot be spelled. KT1031 at the use (it once exited 0 with output that did not compile).
#include <Kokkos_Core.hpp>
#include <cstdio>

class Box {
  enum { left, right };

public:
  Kokkos::View<double*> T;
  KOKKOS_FUNCTION void operator()(const int i) const {
    T(i) = i == left ? 1.0 : 2.0;
  }
  void fill() { Kokkos::parallel_for("fill", T.extent(0), *this); }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Box b;
    b.T = Kokkos::View<double*>("T", 8);
    b.fill();
  }
  Kokkos::finalize();
}

// A private class-scope enumerator in an operator() whose kernel is defined outside the class: KT1031.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:13:17: error: {{.*}}[KT1031]
// expected-error@13 {{[KT1031]}}
