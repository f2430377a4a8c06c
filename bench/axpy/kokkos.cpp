// AXPY y = a*x + y over the three policies the Kokkos OpenACC-backend paper compares:
//   range   RangePolicy over n elements (1-D Views)
//   mdrange MDRangePolicy<Rank<2>> over rows x cols (2-D LayoutRight Views)
//   team    TeamPolicy(rows, AUTO), TeamThreadRange over the cols of a row (same 2-D Views)
// Size: argv[1] or $KT_BENCH_SIZE = n elements (default 2^28, 2 GiB per vector, 6 GiB moved per
// call). Each call reads x and y and writes y: 3 * 8 * n bytes.
// Checksums: sum(y) after all calls; every value is a multiple of 1/16, so the sums are exact.
#include <Kokkos_Core.hpp>
#include <cstdio>
#include <vector>
#include "bench_util.hpp"

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const long long req = bench::size_arg(argc, argv, 1LL << 28);
    const int cols = req >= (1LL << 20) ? 16384 : 64;
    const int rows = int(req / cols);
    const int n = rows * cols;
    const double a = 0.5;
    const double bytes = 3.0 * 8.0 * n;

    Kokkos::View<double*> x("x", n), y("y", n);
    Kokkos::View<double**, Kokkos::LayoutRight> X("X", rows, cols), Y("Y", rows, cols);
    Kokkos::parallel_for("init_1d", n, KOKKOS_LAMBDA(const int i) {
      x(i) = 1.0 + (i % 13) * 0.125;
      y(i) = (i % 7) * 0.25;
    });
    Kokkos::parallel_for("init_2d", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {rows, cols}),
                         KOKKOS_LAMBDA(const int i, const int j) {
      const int k = i * cols + j;
      X(i, j) = 1.0 + (k % 13) * 0.125;
      Y(i, j) = (k % 7) * 0.25;
    });
    Kokkos::fence();

    // ---- RangePolicy ----
    std::vector<double> t;
    for (int rep = 0; rep < bench::kWarmup + bench::kReps; ++rep) {
      Kokkos::Timer timer;
      Kokkos::parallel_for("axpy_range", Kokkos::RangePolicy<>(0, n), KOKKOS_LAMBDA(const int i) {
        y(i) = a * x(i) + y(i);
      });
      Kokkos::fence();
      const double s = timer.seconds();
      if (rep >= bench::kWarmup) t.push_back(s);
    }
    bench::report("axpy", "range", bytes, t);
    double sum = 0.0;
    Kokkos::parallel_reduce("sum_1d", n, KOKKOS_LAMBDA(const int i, double& s) { s += y(i); }, sum);
    bench::check("axpy", "range", sum);

    // ---- MDRangePolicy<Rank<2>> ----
    t.clear();
    for (int rep = 0; rep < bench::kWarmup + bench::kReps; ++rep) {
      Kokkos::Timer timer;
      Kokkos::parallel_for("axpy_mdrange", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {rows, cols}),
                           KOKKOS_LAMBDA(const int i, const int j) { Y(i, j) = a * X(i, j) + Y(i, j); });
      Kokkos::fence();
      const double s = timer.seconds();
      if (rep >= bench::kWarmup) t.push_back(s);
    }
    bench::report("axpy", "mdrange", bytes, t);
    sum = 0.0;
    Kokkos::parallel_reduce("sum_2d", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {rows, cols}),
                            KOKKOS_LAMBDA(const int i, const int j, double& s) { s += Y(i, j); }, sum);
    bench::check("axpy", "mdrange", sum);

    // ---- TeamPolicy: one team per row ----
    Kokkos::parallel_for("reset_2d", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {rows, cols}),
                         KOKKOS_LAMBDA(const int i, const int j) { Y(i, j) = ((i * cols + j) % 7) * 0.25; });
    t.clear();
    for (int rep = 0; rep < bench::kWarmup + bench::kReps; ++rep) {
      Kokkos::Timer timer;
      Kokkos::parallel_for("axpy_team", Kokkos::TeamPolicy<>(rows, Kokkos::AUTO),
                           KOKKOS_LAMBDA(const member_type& team) {
        const int i = team.league_rank();
        Kokkos::parallel_for(Kokkos::TeamThreadRange(team, cols), [&](const int j) {
          Y(i, j) = a * X(i, j) + Y(i, j);
        });
      });
      Kokkos::fence();
      const double s = timer.seconds();
      if (rep >= bench::kWarmup) t.push_back(s);
    }
    bench::report("axpy", "team", bytes, t);
    sum = 0.0;
    Kokkos::parallel_reduce("sum_team", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {rows, cols}),
                            KOKKOS_LAMBDA(const int i, const int j, double& s) { s += Y(i, j); }, sum);
    bench::check("axpy", "team", sum);
  }
  Kokkos::finalize();
  return 0;
}
