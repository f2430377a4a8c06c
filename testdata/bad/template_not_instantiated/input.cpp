// KT1009: a dispatch inside a function template that this translation unit never
// instantiates: there is no instantiation to check its kernel against. Valid Kokkos; the
// error is at the dispatch `Kokkos::parallel_for` on line 9.
#include <Kokkos_Core.hpp>

template <class T>
void fill(Kokkos::View<T*> x, T value) {
  const int n = x.extent(0);
  Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(const int i) { x(i) = value; });
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> x("x", 100);
  }
  Kokkos::finalize();
  return 0;
}
