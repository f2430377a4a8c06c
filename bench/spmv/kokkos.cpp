// CSR sparse matrix-vector product y = A x with the three-level hierarchy (the kernel-mode OpenMP
// paper's case): TeamPolicy(league, AUTO, 8), TeamThreadRange over the rows of a team,
// ThreadVectorRange parallel_reduce over the nonzeros of a row, single(PerThread) to store it.
// A: 27-point stencil on an n^3 grid (Dirichlet boundary), symmetric and diagonally dominant,
// assembled on the device: row counts and row_ptr with one parallel_scan, then one fill kernel.
// Size: argv[1] or $KT_BENCH_SIZE = n (default 200: 8.0M rows, 213M nonzeros, 2.6 GB per call).
// Bytes per call (each array once): nnz * (8 + 4) + (nrows + 1) * 4 + nrows * 8 (x) + nrows * 8 (y).
#include <Kokkos_Core.hpp>
#include <cstdio>
#include <vector>
#include "bench_util.hpp"

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = int(bench::size_arg(argc, argv, 200));
    const int nrows = n * n * n;

    // Row counts -> row_ptr (exclusive scan) and nnz.
    Kokkos::View<int*> row_ptr("row_ptr", nrows + 1);
    int nnz = 0;
    Kokkos::parallel_scan("row_ptr", nrows, KOKKOS_LAMBDA(const int r, int& part, const bool final) {
      const int i = r / (n * n), j = (r / n) % n, k = r % n;
      const int cnt = (3 - (i == 0) - (i == n - 1)) * (3 - (j == 0) - (j == n - 1)) * (3 - (k == 0) - (k == n - 1));
      if (final) row_ptr(r) = part;
      part += cnt;
      if (final && r == nrows - 1) row_ptr(nrows) = part;
    }, nnz);

    Kokkos::View<int*> col_idx("col_idx", nnz);
    Kokkos::View<double*> values("values", nnz);
    Kokkos::parallel_for("assemble", nrows, KOKKOS_LAMBDA(const int r) {
      const int i = r / (n * n), j = (r / n) % n, k = r % n;
      int p = row_ptr(r);
      for (int di = -1; di <= 1; ++di)
        for (int dj = -1; dj <= 1; ++dj)
          for (int dk = -1; dk <= 1; ++dk) {
            const int ii = i + di, jj = j + dj, kk = k + dk;
            if (ii < 0 || ii >= n || jj < 0 || jj >= n || kk < 0 || kk >= n) continue;
            const int c = (ii * n + jj) * n + kk;
            col_idx(p) = c;
            values(p) = (c == r) ? 40.0 : -(1.0 + ((r + c) % 4) * 0.125);
            ++p;
          }
    });

    Kokkos::View<double*> x("x", nrows), y("y", nrows);
    Kokkos::parallel_for("init_x", nrows, KOKKOS_LAMBDA(const int r) { x(r) = 1.0 + (r % 8) * 0.125; });
    Kokkos::fence();

    const int rows_per_team = 32;
    const int league = (nrows + rows_per_team - 1) / rows_per_team;
    const double bytes = double(nnz) * 12.0 + double(nrows + 1) * 4.0 + 2.0 * 8.0 * nrows;
    std::vector<double> t;
    for (int rep = 0; rep < bench::kWarmup + bench::kReps; ++rep) {
      Kokkos::Timer timer;
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
      Kokkos::fence();
      const double s = timer.seconds();
      if (rep >= bench::kWarmup) t.push_back(s);
    }
    bench::report("spmv", "team3", bytes, t);

    double ynorm2 = 0.0;
    Kokkos::parallel_reduce("ynorm2", nrows, KOKKOS_LAMBDA(const int r, double& s) { s += y(r) * y(r); }, ynorm2);
    std::printf("info spmv team3 nrows %d nnz %d\n", nrows, nnz);
    bench::check("spmv", "team3", ynorm2);
  }
  Kokkos::finalize();
  return 0;
}
