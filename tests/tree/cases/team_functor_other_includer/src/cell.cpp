#include "cell.hpp"

double cell_sums(int nrows, int ncols) {
  Kokkos::View<double **> a("a", nrows, ncols);
  Kokkos::parallel_for(
      Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {nrows, ncols}),
      KOKKOS_LAMBDA(const int r, const int c) { a(r, c) = 0.5 * r + 0.25 * c * c; });
  CellSum f{a, Kokkos::View<double *>("rows", nrows), Kokkos::View<double *>("cols", ncols),
            nrows, ncols};
  Kokkos::parallel_for(CellSum::policy_rows(nrows, Kokkos::AUTO), f);
  Kokkos::parallel_for(Kokkos::TeamPolicy<CellSum::TagCols>(ncols, Kokkos::AUTO), f);
  double t = 0;
  Kokkos::parallel_reduce(
      nrows, KOKKOS_LAMBDA(const int r, double &v) { v += (r + 1) * f.rows(r); }, t);
  double u = 0;
  Kokkos::parallel_reduce(
      ncols, KOKKOS_LAMBDA(const int c, double &v) { v += (c + 1) * f.cols(c); }, u);
  return t + 1000 * u;
}
