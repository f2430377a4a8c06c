// dot_reduce: scalar sum reductions over ranges.
//
// Covers: parallel_reduce into a host double / int / long long with and
// without a label, over a plain count and over RangePolicy<>(b, e) with
// b != 0, with KOKKOS_LAMBDA and [=] lambdas; a norm computed with
// Kokkos::Experimental::sqrt on the host.

#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1 << 20;
    Kokkos::View<double*> x("x", N);
    Kokkos::View<double*> y("y", N);
    Kokkos::View<int*> flags("flags", N);

    Kokkos::parallel_for("fill", N, KOKKOS_LAMBDA(const int i) {
      x(i) = 1.0 + (i % 7) * 0.25;
      y(i) = 2.0 - (i % 5) * 0.5;
      flags(i) = (i % 3 == 0) ? 1 : 0;
    });

    // Labelled dot product over the full range.
    double dot = 0.0;
    Kokkos::parallel_reduce("dot", N, KOKKOS_LAMBDA(const int i, double& acc) {
      acc += x(i) * y(i);
    }, dot);

    // Unlabelled sum of squares.
    double sumsq = 0.0;
    Kokkos::parallel_reduce(N, KOKKOS_LAMBDA(const int i, double& acc) {
      acc += x(i) * x(i);
    }, sumsq);

    // Integer count, [=] lambda.
    int count = 0;
    Kokkos::parallel_reduce("count", N, [=](const int i, int& c) {
      c += flags(i);
    }, count);

    // Partial range with non-zero begin, labelled.
    const int b = 1000, e = N - 1000;
    double partial = 0.0;
    Kokkos::parallel_reduce("partial", Kokkos::RangePolicy<>(b, e),
                            KOKKOS_LAMBDA(const int i, double& acc) {
      acc += y(i);
    }, partial);

    // Unlabelled RangePolicy reduction into a 64-bit integer.
    long long idx_sum = 0;
    Kokkos::parallel_reduce(Kokkos::RangePolicy<>(N / 4, N / 2),
                            KOKKOS_LAMBDA(const int i, long long& acc) {
      acc += static_cast<long long>(i);
    }, idx_sum);

    printf("dot %.17g\n", dot);
    printf("sumsq %.17g\n", sumsq);
    printf("norm_x %.17g\n", Kokkos::Experimental::sqrt(sumsq));
    printf("count %d\n", count);
    printf("partial %.17g\n", partial);
    printf("idx_sum %lld\n", idx_sum);
  }
  Kokkos::finalize();
  return 0;
}
