// axpy_range: range parallel_for in its basic forms.
//
// Covers: parallel_for with a plain integer count (with and without a label),
// RangePolicy<>(begin, end) with begin != 0 (labelled and unlabelled),
// KOKKOS_LAMBDA and plain [=] lambdas, captured scalars of type int, double
// and size_t, host mirrors via create_mirror_view + deep_copy.

#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1 << 20;
    const double alpha = 1.5;
    const int shift = 3;
    const size_t stride = 16;

    Kokkos::View<double*> x("x", N);
    Kokkos::View<double*> y("y", N);
    Kokkos::View<double*> z("z", N);

    // Unlabelled, plain count, KOKKOS_LAMBDA.
    Kokkos::parallel_for(N, KOKKOS_LAMBDA(const int i) {
      x(i) = 1.0 + (i % 7) * 0.25;
    });

    // Labelled, plain count, plain [=] lambda.
    Kokkos::parallel_for("init_y", N, [=](const int i) {
      y(i) = 0.5 * (i % 11) - 1.0;
      z(i) = 0.0;
    });

    // y = alpha * x + y on the whole range.
    Kokkos::parallel_for("axpy", Kokkos::RangePolicy<>(0, N), KOKKOS_LAMBDA(const int i) {
      y(i) = alpha * x(i) + y(i);
    });

    // Only the interior [shift, N - shift): begin is not zero.
    Kokkos::parallel_for("interior", Kokkos::RangePolicy<>(shift, N - shift),
                         KOKKOS_LAMBDA(const int i) {
      z(i) = x(i - shift) + x(i + shift) - 2.0 * x(i);
    });

    // Unlabelled RangePolicy with a non-zero begin and a size_t capture:
    // every stride-th element of the upper half gets a marker.
    Kokkos::parallel_for(Kokkos::RangePolicy<>(N / 2, N), [=](const int i) {
      if (static_cast<size_t>(i) % stride == 0) z(i) += 100.0;
    });

    auto hy = Kokkos::create_mirror_view(y);
    auto hz = Kokkos::create_mirror_view(z);
    Kokkos::deep_copy(hy, y);
    Kokkos::deep_copy(hz, z);

    double sum_y = 0.0, sum_z = 0.0;
    long long markers = 0;
    for (int i = 0; i < N; ++i) {
      sum_y += hy(i);
      sum_z += hz(i);
      if (hz(i) > 50.0) ++markers;
    }
    printf("n %d\n", N);
    printf("sum_y %.17g\n", sum_y);
    printf("sum_z %.17g\n", sum_z);
    printf("markers %lld\n", markers);
    printf("y_entries %.17g %.17g %.17g\n", hy(0), hy(12345), hy(N - 1));
    printf("z_entries %.17g %.17g %.17g %.17g\n", hz(0), hz(shift), hz(N / 2), hz(N - 1));
  }
  Kokkos::finalize();
  return 0;
}
