// axpy.cpp - a minimal Kokkos example: y = a*x + y followed by a dot product.
//
// Covers: Kokkos::initialize/finalize, 1-D Views in the default memory space,
// labelled parallel_for over a plain integer range, a labelled parallel_reduce
// into a host double, and a host mirror to read back a few entries.
//
// Output: lines `name value...`, with %.17g for floating point values.

#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1 << 20;   // one million entries: many GPU blocks
    const double a = 2.5;

    // Views live in the default execution space's memory (GPU memory on GPUs).
    Kokkos::View<double*> x("x", N);
    Kokkos::View<double*> y("y", N);

    // Fill the vectors on the device with a deterministic pattern.
    Kokkos::parallel_for("init", N, KOKKOS_LAMBDA(const int i) {
      x(i) = 1.0 + (i % 7) * 0.25;
      y(i) = 2.0 - (i % 5) * 0.5;
    });

    // The axpy itself: y(i) = a * x(i) + y(i).
    Kokkos::parallel_for("axpy", N, KOKKOS_LAMBDA(const int i) {
      y(i) = a * x(i) + y(i);
    });

    // Dot product x . y; every thread adds into its own partial sum and
    // Kokkos combines the partial sums.
    double dot = 0.0;
    Kokkos::parallel_reduce("dot", N, KOKKOS_LAMBDA(const int i, double& sum) {
      sum += x(i) * y(i);
    }, dot);

    // Copy y back to the host to print a few entries.
    auto h_y = Kokkos::create_mirror_view(y);
    Kokkos::deep_copy(h_y, y);

    printf("n %d\n", N);
    printf("dot %.17g\n", dot);
    printf("y_first %.17g %.17g %.17g\n", h_y(0), h_y(1), h_y(2));
    printf("y_last %.17g\n", h_y(N - 1));
  }
  Kokkos::finalize();
  return 0;
}
