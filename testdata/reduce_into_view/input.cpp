// reduce_into_view: reductions whose result lands in a rank-0 View.
//
// Covers: parallel_reduce with a Kokkos::View<double> / View<long long>
// (rank 0, default memory space) as the result, Kokkos::fence(), deep_copy of
// a rank-0 View into a host scalar, a rank-0 host mirror read as m(), and the
// device-resident result used by a following kernel (normalisation).

#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1 << 20;
    Kokkos::View<double*> x("x", N);
    Kokkos::View<double> total("total");       // rank-0 result on the device
    Kokkos::View<long long> nbig("nbig");      // rank-0 integer result

    Kokkos::parallel_for("fill", N, KOKKOS_LAMBDA(const int i) {
      x(i) = 0.5 + (i % 13) * 0.125;
    });

    // Reduce straight into device memory: the dispatch may return before the
    // value is ready, so fence before reading it on the host.
    Kokkos::parallel_reduce("sum_into_view", N, KOKKOS_LAMBDA(const int i, double& s) {
      s += x(i);
    }, total);

    Kokkos::parallel_reduce(N, KOKKOS_LAMBDA(const int i, long long& c) {
      if (x(i) > 1.5) c += 1;
    }, nbig);
    Kokkos::fence();

    double h_total = 0.0;
    Kokkos::deep_copy(h_total, total);

    auto h_nbig = Kokkos::create_mirror_view(nbig);
    Kokkos::deep_copy(h_nbig, nbig);

    // Use the device-resident total inside a kernel: normalise x.
    Kokkos::parallel_for("normalise", N, KOKKOS_LAMBDA(const int i) {
      x(i) = x(i) / total();
    });

    // The normalised vector must sum to one.
    Kokkos::View<double> check("check");
    Kokkos::parallel_reduce("check", N, KOKKOS_LAMBDA(const int i, double& s) {
      s += x(i);
    }, check);
    double h_check = 0.0;
    Kokkos::deep_copy(h_check, check);

    // Overwrite a rank-0 View with a host scalar and read it back.
    Kokkos::deep_copy(total, 42.0);
    double h_again = 0.0;
    Kokkos::deep_copy(h_again, total);

    printf("total %.17g\n", h_total);
    printf("nbig %lld\n", h_nbig());
    printf("normalised_sum %.17g\n", h_check);
    printf("reset %.17g\n", h_again);
  }
  Kokkos::finalize();
  return 0;
}
