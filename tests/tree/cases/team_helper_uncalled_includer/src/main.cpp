#include <cstdio>

#include "helpers.hpp"

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<int *> v("v", 100);
    Kokkos::parallel_for(100, KOKKOS_LAMBDA(const int i) { v(i) = i % 7; });
    int s = 0;
    Kokkos::parallel_reduce(100, KOKKOS_LAMBDA(const int i, int &t) { t += v(i); }, s);
    std::printf("sum %d\n", s);
    std::printf("max and sums %.3f\n", max_and_sums(31, 23));
  }
  Kokkos::finalize();
}
