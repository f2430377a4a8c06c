// KT1022: a DualView's host view (view_host(), h_view) captured by a device kernel; the device
// cannot read host memory. Reported at `ah` and `ah2` (line 15; d_view is fine) and at `h_view`
// of the captured DualView itself (line 16).
#include <Kokkos_Core.hpp>
#include <Kokkos_DualView.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::DualView<double*> a("a", 10);
    auto ah = a.view_host();
    auto ah2 = a.h_view;
    auto ad = a.d_view;
    Kokkos::parallel_for(
        10, KOKKOS_LAMBDA(const int i) { ah(i) = 1; ah2(i) = 2; ad(i) = 3; });
    Kokkos::parallel_for(10, KOKKOS_LAMBDA(const int i) { a.h_view(i) = 4; });
    a.modify_device();
  }
  Kokkos::finalize();
  return 0;
}

// DualView host views in a device kernel: KT1022 at 'ah', 'ah2' (not at the device view 'ad') and
// at the captured DualView's 'h_view' (line 16).
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:15:42: error: {{.*}}[KT1022]
// expected-error@15 {{[KT1022]}}
// expected-error@15 {{[KT1022]}}
// expected-error@16 {{[KT1022]}}
