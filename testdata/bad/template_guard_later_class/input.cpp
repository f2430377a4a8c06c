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
