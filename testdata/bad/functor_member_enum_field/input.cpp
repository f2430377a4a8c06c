// A functor dispatched with *this from a member function defined in it, with a data member of
// a member enum type: the kernel receives the member, but is defined before the class.
#include <Kokkos_Core.hpp>
struct Fill {
  enum Mode { A, B };
  Mode mode_ = A;
  Kokkos::View<double*> x_;
  Fill(int n) : x_("x", n) {}
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { x_(i) = mode_ == A; }
  void run() const { Kokkos::parallel_for("fill", x_.extent(0), *this); }
};
int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  { Fill f(5); f.run(); }
  Kokkos::finalize();
}

// a functor's data member of a member enum type, the functor dispatched from its own member function: reported at the member.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:6:8: error: {{.*}}[KT1031]
// expected-error@6 {{[KT1031]}}
