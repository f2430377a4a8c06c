// Conjugate-gradient solve A x = b built from the kernels of the other benchmarks: the CSR
// product of bench/spmv (three-level hierarchy), range dot products (bench/dot) and range
// AXPY-type updates (bench/axpy). A fixed number of iterations (25) per solve, so every solve
// does the same work; each timed call is one whole solve from x = 0, with its host-side scalars
// (every dot product returns to the host, as in any CG).
// A: the SPD 27-point matrix of bench/spmv on an n^3 grid. b(r) = 1 + (r % 7) * 0.1.
// Size: argv[1] or $KT_BENCH_SIZE = n (default 200: 8.0M rows).
// Bytes per solve: init (b read; x, r, p written) + dot(r,r), then per iteration one CSR product
// and 12 vector passes: dot(p,q) 2, x += alpha p 3, r -= alpha q 3, dot(r,r) 1, p = r + beta p 3.
// Checksum: the sum of x after the last solve (rtol 1e-8); the residual is printed as info.
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
    const int iters = 25;

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

    Kokkos::View<double*> b("b", nrows), x("x", nrows), r("r", nrows), p("p", nrows), q("q", nrows);
    Kokkos::parallel_for("init_b", nrows, KOKKOS_LAMBDA(const int i) { b(i) = 1.0 + (i % 7) * 0.1; });
    Kokkos::fence();

    const int rows_per_team = 32;
    const int league = (nrows + rows_per_team - 1) / rows_per_team;
    const double spmv_bytes = double(nnz) * 12.0 + double(nrows + 1) * 4.0 + 2.0 * 8.0 * nrows;
    const double bytes = 5.0 * 8.0 * nrows + iters * (spmv_bytes + 12.0 * 8.0 * nrows);
    double rr = 0.0;
    std::vector<double> t;
    for (int rep = 0; rep < bench::kWarmup + bench::kReps; ++rep) {
      Kokkos::Timer timer;
      Kokkos::parallel_for("cg_init", nrows, KOKKOS_LAMBDA(const int i) {
        x(i) = 0.0;
        r(i) = b(i);
        p(i) = b(i);
      });
      rr = 0.0;
      Kokkos::parallel_reduce("cg_rr0", nrows, KOKKOS_LAMBDA(const int i, double& s) { s += r(i) * r(i); }, rr);
      for (int it = 0; it < iters; ++it) {
        Kokkos::parallel_for("cg_spmv", Kokkos::TeamPolicy<>(league, Kokkos::AUTO, 8),
                             KOKKOS_LAMBDA(const member_type& team) {
          const int first = team.league_rank() * rows_per_team;
          const int last = (first + rows_per_team < nrows) ? first + rows_per_team : nrows;
          Kokkos::parallel_for(Kokkos::TeamThreadRange(team, first, last), [&](const int row) {
            double sum = 0.0;
            Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(team, row_ptr(row), row_ptr(row + 1)),
                                    [&](const int e, double& s) { s += values(e) * p(col_idx(e)); }, sum);
            Kokkos::single(Kokkos::PerThread(team), [&]() { q(row) = sum; });
          });
        });
        double pq = 0.0;
        Kokkos::parallel_reduce("cg_pq", nrows, KOKKOS_LAMBDA(const int i, double& s) { s += p(i) * q(i); }, pq);
        const double alpha = rr / pq;
        Kokkos::parallel_for("cg_x", nrows, KOKKOS_LAMBDA(const int i) { x(i) += alpha * p(i); });
        Kokkos::parallel_for("cg_r", nrows, KOKKOS_LAMBDA(const int i) { r(i) -= alpha * q(i); });
        double rr_new = 0.0;
        Kokkos::parallel_reduce("cg_rr", nrows, KOKKOS_LAMBDA(const int i, double& s) { s += r(i) * r(i); }, rr_new);
        const double beta = rr_new / rr;
        rr = rr_new;
        Kokkos::parallel_for("cg_p", nrows, KOKKOS_LAMBDA(const int i) { p(i) = r(i) + beta * p(i); });
      }
      Kokkos::fence();
      const double s = timer.seconds();
      if (rep >= bench::kWarmup) t.push_back(s);
    }
    bench::report("cg", "solve25", bytes, t);

    double xsum = 0.0;
    Kokkos::parallel_reduce("xsum", nrows, KOKKOS_LAMBDA(const int i, double& s) { s += x(i); }, xsum);
    std::printf("info cg solve25 nrows %d nnz %d iterations %d residual2 %.6e\n", nrows, nnz, iters, rr);
    bench::check("cg", "solve25", xsum);
  }
  Kokkos::finalize();
  return 0;
}
