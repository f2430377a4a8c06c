// KT1016: a reducer the translator does not support (Kokkos::MinMax). Valid Kokkos; the
// error is at the reducer argument `Kokkos::MinMax<double>(mm)` on line 20.
#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<double*> x("x", n);
    Kokkos::MinMax<double>::value_type mm;
    Kokkos::parallel_reduce(
        "minmax", n,
        KOKKOS_LAMBDA(const int i, Kokkos::MinMax<double>::value_type& v) {
          if (x(i) < v.min_val)
            v.min_val = x(i);
          if (x(i) > v.max_val)
            v.max_val = x(i);
        },
        Kokkos::MinMax<double>(mm));
    std::printf("%g %g\n", mm.min_val, mm.max_val);
  }
  Kokkos::finalize();
  return 0;
}
