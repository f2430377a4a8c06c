// KT1018 (OpenACC): an atomic on a 32-byte struct, which Kokkos and the shim update under a spin
// lock. GCC 12's OpenACC code for the GPU does not leave that lock (the program hung on an
// H200), so that target refuses it; the other targets translate it (case atomic_any_size).
// Valid Kokkos; the error is at `Kokkos::atomic_fetch_add` on line 21 (column 66).
#include <Kokkos_Core.hpp>

struct Four {
  double v[4];
  KOKKOS_INLINE_FUNCTION Four() : v{0, 0, 0, 0} {}
  KOKKOS_INLINE_FUNCTION Four operator+(const Four &o) const {
    Four r;
    for (int i = 0; i < 4; ++i) r.v[i] = v[i] + o.v[i];
    return r;
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<Four> total("total");
    Kokkos::parallel_for(100, KOKKOS_LAMBDA(const int) { Kokkos::atomic_fetch_add(&total(), Four()); });
  }
  Kokkos::finalize();
  return 0;
}

// OpenACC: an atomic on a 32-byte struct (a spin lock GCC 12's GPU code does not leave).
// RUN: %kt --target=openacc --verify %s
// RUN: %refuses openacc 3 %s | FileCheck %s
// CHECK: input.cpp:21:66: error: {{.*}}[KT1018]
// expected-error-re@21 {{spin lock{{.*}}[KT1018]}}
