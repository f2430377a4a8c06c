// KT1002: a Kokkos::vector's element access (operator[], operator()) and size() are its host
// side's (h_view), which a device kernel cannot read; the kernel reads the vector through its
// device View (v.d_view(i)). The error is at the element access, on line 17.
#include <Kokkos_Core.hpp>
#include <Kokkos_Vector.hpp>

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::vector<double> v(16, 1.5);
    Kokkos::View<double *> out("out", 16);
    v.host_to_device();
    Kokkos::parallel_for(16, KOKKOS_LAMBDA(const int i) { out(i) = v.d_view(i); }); // fine
    Kokkos::parallel_for(
        16, KOKKOS_LAMBDA(const int i) {
          out(i) += 2.0 *
                    v[i];
        });
  }
  Kokkos::finalize();
}

// A Kokkos::vector's operator[] in a device kernel (host-side element access): reported at the use.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:17:21: error: {{.*}}[KT1002]
// expected-error@17 {{[KT1002]}}
