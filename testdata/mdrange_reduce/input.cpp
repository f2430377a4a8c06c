// mdrange_reduce: reductions over multi-dimensional ranges.
//
// Covers: parallel_reduce over MDRangePolicy<Rank<2>> into a host double
// (labelled) and with tiles, over MDRangePolicy<Rank<3>> with a Kokkos::Max
// reducer (unlabelled), and a Rank<2, Iterate::Right, Iterate::Right>
// integer count; the matrix is filled by an MDRange parallel_for.

#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1000, M = 800;
    Kokkos::View<double**> A("A", N, M);
    Kokkos::View<double*> x("x", M);

    Kokkos::parallel_for("fill_x", M, KOKKOS_LAMBDA(const int j) { x(j) = 1.0 + (j % 4) * 0.5; });
    Kokkos::parallel_for("fill_A", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {N, M}),
                         KOKKOS_LAMBDA(const int i, const int j) {
      A(i, j) = ((i + 2 * j) % 9) * 0.25 - 1.0;
    });

    // Frobenius norm squared.
    double frob2 = 0.0;
    Kokkos::parallel_reduce("frob", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {N, M}),
                            KOKKOS_LAMBDA(const int i, const int j, double& s) {
      s += A(i, j) * A(i, j);
    }, frob2);

    // Sum of A(i,j)*x(j) over a sub-block, tiled.
    double ax_sum = 0.0;
    Kokkos::parallel_reduce(Kokkos::MDRangePolicy<Kokkos::Rank<2>>({10, 20}, {N - 10, M - 20}, {32, 8}),
                            KOKKOS_LAMBDA(const int i, const int j, double& s) {
      s += A(i, j) * x(j);
    }, ax_sum);

    // Rank-3 maximum of a smooth-ish function, Max reducer.
    const int P = 96, Q = 80, R = 64;
    double vmax = 0.0;
    Kokkos::parallel_reduce(Kokkos::MDRangePolicy<Kokkos::Rank<3>>({0, 0, 0}, {P, Q, R}),
                            KOKKOS_LAMBDA(const int i, const int j, const int k, double& m) {
      const double v = (i - 40) * (i - 40) * -0.5 + (j % 17) * 0.25 + (k % 8) * 0.125;
      if (v > m) m = v;
    }, Kokkos::Max<double>(vmax));

    // Count of positive entries with a Right/Right iteration pattern.
    int npos = 0;
    Kokkos::parallel_reduce("count_pos",
                            Kokkos::MDRangePolicy<Kokkos::Rank<2, Kokkos::Iterate::Right, Kokkos::Iterate::Right>>({0, 0}, {N, M}),
                            KOKKOS_LAMBDA(const int i, const int j, int& c) {
      if (A(i, j) > 0.0) c += 1;
    }, npos);

    printf("frob2 %.17g\n", frob2);
    printf("ax_sum %.17g\n", ax_sum);
    printf("vmax %.17g\n", vmax);
    printf("npos %d\n", npos);
  }
  Kokkos::finalize();
  return 0;
}
