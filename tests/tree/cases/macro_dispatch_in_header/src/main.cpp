#include "checks.hpp"

#include <cstdio>

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    int launches = 0;
    bool threw = true;
    const int sum = fill_and_sum<Kokkos::DefaultExecutionSpace>(100, launches, threw);
    std::printf("sum %d launches %d threw %d\n", sum, launches, threw ? 1 : 0);
  }
  Kokkos::finalize();
}
