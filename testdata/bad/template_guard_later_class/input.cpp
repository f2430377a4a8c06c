// KT1009: a function template whose dispatch differs between its instantiations (two functor
// types), where both functor classes are declared after the template: the test that picks each
// instantiation's kernel is written in the template, where they cannot be named yet (one such
// instantiation could be told apart as "none of the others", two cannot).
// Valid Kokkos; the error is at the dispatch `Kokkos::parallel_reduce` on line 11.
#include <Kokkos_Core.hpp>

template <class Functor>
long reduce_over(int n, const Functor &f) {
  long s = 0;
  Kokkos::parallel_reduce("reduce_over", n, f, s);
  return s;
}

struct Sum1 {
  KOKKOS_INLINE_FUNCTION void operator()(const int i, long &s) const { s += i; }
};
struct Sum2 {
  KOKKOS_INLINE_FUNCTION void operator()(const int i, long &s) const { s += 2 * i; }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  const long a = reduce_over(10, Sum1{}) + reduce_over(10, Sum2{});
  Kokkos::finalize();
  return a == 135 ? 0 : 1;
}

// dispatch whose kernel differs between instantiations, told apart by two classes declared
// after the template: reported at the dispatch, naming the class.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:11:3: error: {{.*}}[KT1009]
// expected-error-re@11 {{Sum2{{.*}}[KT1009]}}
