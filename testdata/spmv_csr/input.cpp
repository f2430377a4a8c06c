// spmv_csr: sparse matrix-vector product y = A x in CSR format.
//
// Covers: a 27-point stencil matrix on a 40^3 grid assembled deterministically
// on host mirrors (row_ptr / col_idx / values) and copied to the device; the
// product with TeamPolicy<>(league, AUTO, 8), TeamThreadRange over the rows of
// a team (two-bound form), ThreadVectorRange parallel_reduce over each row's
// nonzeros, single(PerThread) to store the row result; then ||y||_2 with a
// range reduction.

#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 40;
    const int nrows = n * n * n;

    // Count the nonzeros of each row on the host.
    Kokkos::View<int*> row_ptr("row_ptr", nrows + 1);
    auto h_row_ptr = Kokkos::create_mirror_view(row_ptr);
    h_row_ptr(0) = 0;
    for (int r = 0; r < nrows; ++r) {
      const int i = r / (n * n), j = (r / n) % n, k = r % n;
      int cnt = 0;
      for (int di = -1; di <= 1; ++di)
        for (int dj = -1; dj <= 1; ++dj)
          for (int dk = -1; dk <= 1; ++dk)
            if (i + di >= 0 && i + di < n && j + dj >= 0 && j + dj < n && k + dk >= 0 && k + dk < n) ++cnt;
      h_row_ptr(r + 1) = h_row_ptr(r) + cnt;
    }
    const int nnz = h_row_ptr(nrows);

    // Fill the column indices and values: diagonal 27, neighbours negative.
    Kokkos::View<int*> col_idx("col_idx", nnz);
    Kokkos::View<double*> values("values", nnz);
    auto h_col = Kokkos::create_mirror_view(col_idx);
    auto h_val = Kokkos::create_mirror_view(values);
    for (int r = 0; r < nrows; ++r) {
      const int i = r / (n * n), j = (r / n) % n, k = r % n;
      int p = h_row_ptr(r);
      for (int di = -1; di <= 1; ++di)
        for (int dj = -1; dj <= 1; ++dj)
          for (int dk = -1; dk <= 1; ++dk) {
            const int ii = i + di, jj = j + dj, kk = k + dk;
            if (ii < 0 || ii >= n || jj < 0 || jj >= n || kk < 0 || kk >= n) continue;
            const int c = (ii * n + jj) * n + kk;
            h_col(p) = c;
            h_val(p) = (c == r) ? 27.0 : -(1.0 + ((r + c) % 4) * 0.125);
            ++p;
          }
    }
    Kokkos::deep_copy(row_ptr, h_row_ptr);
    Kokkos::deep_copy(col_idx, h_col);
    Kokkos::deep_copy(values, h_val);

    Kokkos::View<double*> x("x", nrows);
    Kokkos::View<double*> y("y", nrows);
    Kokkos::parallel_for("fill_x", nrows, KOKKOS_LAMBDA(const int r) { x(r) = 1.0 + (r % 8) * 0.125; });

    const int rows_per_team = 16;
    const int league = (nrows + rows_per_team - 1) / rows_per_team;
    Kokkos::parallel_for("spmv", Kokkos::TeamPolicy<>(league, Kokkos::AUTO, 8),
                         KOKKOS_LAMBDA(const member_type& team) {
      const int first = team.league_rank() * rows_per_team;
      const int last = (first + rows_per_team < nrows) ? first + rows_per_team : nrows;
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, first, last), [&](const int row) {
        double sum = 0.0;
        Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(team, row_ptr(row), row_ptr(row + 1)),
                                [&](const int p, double& s) { s += values(p) * x(col_idx(p)); }, sum);
        Kokkos::single(Kokkos::PerThread(team), [&]() { y(row) = sum; });
      });
    });

    double ynorm2 = 0.0;
    Kokkos::parallel_reduce("norm", nrows, KOKKOS_LAMBDA(const int r, double& s) { s += y(r) * y(r); }, ynorm2);

    auto h_y = Kokkos::create_mirror_view(y);
    Kokkos::deep_copy(h_y, y);
    printf("nrows %d\n", nrows);
    printf("nnz %d\n", nnz);
    printf("ynorm %.17g\n", Kokkos::Experimental::sqrt(ynorm2));
    printf("y_entries %.17g %.17g %.17g %.17g\n", h_y(0), h_y(n * n + n + 1), h_y(nrows / 2), h_y(nrows - 1));
  }
  Kokkos::finalize();
  return 0;
}
