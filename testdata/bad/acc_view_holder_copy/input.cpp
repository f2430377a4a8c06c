// OpenACC: a struct holding Views passed by value to a device function (a copy made in device
// code). GCC 12's offload compiler (lto1) crashes on such a copy, so the output exited 0 and
// did not compile; the other targets translate it. Passing it by const reference works.
#include <Kokkos_Core.hpp>

struct Fields {
  Kokkos::View<double *> a, b;
  double s;
};

KOKKOS_INLINE_FUNCTION double mix(Fields f, const int i) { return f.a(i) + f.s * f.b(i); }

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Fields f{Kokkos::View<double *>("a", n), Kokkos::View<double *>("b", n), 2.0};
    Kokkos::View<double *> y("y", n);
    Kokkos::parallel_for("mix", n, KOKKOS_LAMBDA(const int i) { y(i) = mix(f, i); });
  }
  Kokkos::finalize();
}

// OpenACC: a struct of Views copied in device code (passed by value): at the copy.
// RUN: %kt --target=openacc --verify %s
// RUN: %refuses openacc 3 %s | FileCheck %s
// CHECK: input.cpp:19:76: error: {{.*}}[KT1018]
// expected-error@19 {{[KT1018]}}
