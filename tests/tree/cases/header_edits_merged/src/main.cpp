#include <cstdio>

#include "counter.hpp"

double Counter::total() const {
  auto h = Kokkos::create_mirror_view(data_);
  Kokkos::deep_copy(h, data_);
  double s = 0;
  for (int i = 0; i < n_; ++i) s += h(i);
  return s;
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Counter c(12);
    c.fill(0.5);
    std::printf("total %.3f\n", c.total());
  }
  Kokkos::finalize();
  return 0;
}
