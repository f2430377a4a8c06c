// KT1006: an explicit instantiation of a function template that spells a Kokkos name. Clang
// keeps no AST node for it, so the name cannot be rewritten (the output would keep
// Kokkos::View and not compile). Valid Kokkos; the error is at `first` on line 7.
#include <Kokkos_Core.hpp>

template <class T> T first(Kokkos::View<T*> x) { return x.extent(0); }
template double first<double>(Kokkos::View<double*>);

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  Kokkos::finalize();
  return 0;
}

// explicit function instantiation spelling a Kokkos name: reported at the instantiated name.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:7:17: error: {{.*}}[KT1006]
// expected-error@7 {{[KT1006]}}
