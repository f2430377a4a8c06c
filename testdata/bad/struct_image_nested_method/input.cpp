// A functor that calls its own member functions and uses a struct of Views member as an object
// (its nested member's member function called): the kernel receives the functor's members and
// member functions through a device copy, which cannot hold the object's bytes too.
#include <Kokkos_Core.hpp>

struct Buffer {
  Kokkos::View<double*> view;
  KOKKOS_INLINE_FUNCTION int n() const { return view.extent(0); }
};
struct Fields { Buffer a; double s; };

struct Fill {
  Fields f;
  KOKKOS_INLINE_FUNCTION double scale() const { return f.s; }
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { f.a.view(i) = scale() * f.a.n(); }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Fields f;
    f.a.view = Kokkos::View<double*>("a", 10);
    f.s = 2.0;
    Kokkos::parallel_for(10, Fill{f});
  }
  Kokkos::finalize();
}

// A functor calling its own member functions uses a struct of Views member as an object (f.a.n()): reported at `a`.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:15:89: error: {{.*}}[KT1002]
// expected-error@15 {{[KT1002]}}
