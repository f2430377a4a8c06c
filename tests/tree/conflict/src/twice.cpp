// One input includes ../include/twice.hpp twice; the header has no include guard (tests/tree/run.sh).
#include <Kokkos_Core.hpp>
#include <cstdio>

#define NAME add_one
#define STEP 1.0
#include "../include/twice.hpp"
#undef NAME
#undef STEP

#define NAME add_two
#define STEP 2.0
#include "../include/twice.hpp"
#undef NAME
#undef STEP

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double *> x("x", 8);
    add_one(x);
    add_two(x);
    double sum = 0;
    Kokkos::parallel_reduce(8, KOKKOS_LAMBDA(const int i, double &s) { s += x(i); }, sum);
    std::printf("sum %.1f\n", sum);
  }
  Kokkos::finalize();
}
