// KT1009: a dispatch inside a function template that this translation unit never
// instantiates, whose only parameter is a pack: nothing runs it, but an assertion in its place
// could not depend on the template (its parameters cannot be named one by one). Valid Kokkos;
// the error is at the dispatch `Kokkos::parallel_for` on line 10.
#include <Kokkos_Core.hpp>

template <class... T>
void fill(Kokkos::View<double*> x, T... value) {
  const int n = x.extent(0);
  Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(const int i) { x(i) = (0.0 + ... + value); });
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> x("x", 100);
  }
  Kokkos::finalize();
  return 0;
}
