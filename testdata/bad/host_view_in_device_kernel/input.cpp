// KT1022: a host mirror captured by a kernel on the default (device) execution space: the
// device would dereference host memory. Valid Kokkos on host backends (Serial: the mirror is
// the View itself); the error is at the capture's use `h(i)` (line 15).
#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<double*> d("d", n);
    auto h = Kokkos::create_mirror_view(d);
    Kokkos::deep_copy(h, 1.0);
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) {
      d(i) = 2.0 * h(i);
    });
    Kokkos::fence();
    std::printf("done\n");
  }
  Kokkos::finalize();
  return 0;
}

// host mirror captured by a device kernel: reported at the capture's use 'h(i)'.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:15:20: error: {{.*}}[KT1022]
// expected-error@15 {{[KT1022]}}
