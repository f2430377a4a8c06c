// KT1009: a dispatch inside a function template (not translated yet). Valid Kokkos; the
// error is at the dispatch `Kokkos::parallel_for` on line 8.
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
    fill(x, 1.5);
  }
  Kokkos::finalize();
  return 0;
}
