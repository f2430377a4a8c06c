// KT1009: a kernel in a function template whose capture type comes from another template's
// parameter (`auto v = pick(x)` is View<U*> of pick<U>), so it is spelled differently in the
// two instantiations and one kernel template cannot serve both. Valid Kokkos; the error is at
// the dispatch on line 15 and names both instantiations.
#include <Kokkos_Core.hpp>

template <class U>
Kokkos::View<U*> pick(Kokkos::View<U*> a) {
  return a;
}

template <class T>
void fill(Kokkos::View<T*> x, T value) {
  auto v = pick(x);
  Kokkos::parallel_for("fill", v.extent(0), KOKKOS_LAMBDA(const int i) { v(i) = value; });
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double*> x("x", 100);
    Kokkos::View<float*> y("y", 100);
    fill(x, 1.5);
    fill(y, 2.5f);
  }
  Kokkos::finalize();
  return 0;
}
