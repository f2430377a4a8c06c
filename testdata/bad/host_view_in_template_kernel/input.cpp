// KT1022 inside a template too where the host memory does not come from the template's
// parameters: every instantiation of scale<T> reads the HostSpace View 'h' in a device kernel
// (only a View whose memory space the template's parameters spell may be host memory in one
// instantiation and device memory in another). The error is at the use 'h(i)' (line 12).
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class T>
void scale(Kokkos::View<T *> d) {
  Kokkos::View<T *, Kokkos::HostSpace> h("h", d.extent(0));
  Kokkos::deep_copy(h, T(1));
  Kokkos::parallel_for(d.extent(0), KOKKOS_LAMBDA(const int i) { d(i) = 2 * h(i); });
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double *> d("d", 10);
    scale(d);
    std::printf("done\n");
  }
  Kokkos::finalize();
  return 0;
}

// A HostSpace View in a template's device kernel whose memory space no template parameter
// spells: every instantiation reads host memory, so KT1022 stays (at the use 'h(i)').
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:12:77: error: {{.*}}[KT1022]
// expected-error@12 {{[KT1022]}}
