// DOT r = sum x*y over the three policies the Kokkos OpenACC-backend paper compares:
//   range   RangePolicy reduction over n elements (1-D Views)
//   mdrange MDRangePolicy<Rank<2>> reduction over rows x cols (2-D LayoutRight Views)
//   team    TeamPolicy(rows, AUTO) reduction: a nested TeamThreadRange reduction per row, added
//           to the team's result once with single(PerTeam)
// Size: argv[1] or $KT_BENCH_SIZE = n elements (default 2^28: 2 GiB per vector, 4 GiB read per
// call). The result reaches the host in every call (parallel_reduce into a scalar).
// Checksums: the last result; every product is a multiple of 1/32, so the sums are exact.
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
    const double bytes = 2.0 * 8.0 * n;

    Kokkos::View<double*> x("x", n), y("y", n);
    Kokkos::View<double**, Kokkos::LayoutRight> X("X", rows, cols), Y("Y", rows, cols);
    Kokkos::parallel_for("init_1d", n, KOKKOS_LAMBDA(const int i) {
      x(i) = 1.0 + (i % 13) * 0.125;
      y(i) = 0.5 + (i % 7) * 0.25;
    });
    Kokkos::parallel_for("init_2d", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {rows, cols}),
                         KOKKOS_LAMBDA(const int i, const int j) {
      const int k = i * cols + j;
      X(i, j) = 1.0 + (k % 13) * 0.125;
      Y(i, j) = 0.5 + (k % 7) * 0.25;
    });
    Kokkos::fence();

    // ---- RangePolicy ----
    std::vector<double> t;
    double result = 0.0;
    for (int rep = 0; rep < bench::kWarmup + bench::kReps; ++rep) {
      Kokkos::Timer timer;
      Kokkos::parallel_reduce("dot_range", Kokkos::RangePolicy<>(0, n),
                              KOKKOS_LAMBDA(const int i, double& s) { s += x(i) * y(i); }, result);
      Kokkos::fence();
      const double s = timer.seconds();
      if (rep >= bench::kWarmup) t.push_back(s);
    }
    bench::report("dot", "range", bytes, t);
    bench::check("dot", "range", result);

    // ---- MDRangePolicy<Rank<2>> ----
    t.clear();
    result = 0.0;
    for (int rep = 0; rep < bench::kWarmup + bench::kReps; ++rep) {
      Kokkos::Timer timer;
      Kokkos::parallel_reduce("dot_mdrange", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {rows, cols}),
                              KOKKOS_LAMBDA(const int i, const int j, double& s) { s += X(i, j) * Y(i, j); },
                              result);
      Kokkos::fence();
      const double s = timer.seconds();
      if (rep >= bench::kWarmup) t.push_back(s);
    }
    bench::report("dot", "mdrange", bytes, t);
    bench::check("dot", "mdrange", result);

    // ---- TeamPolicy: one team per row ----
    t.clear();
    result = 0.0;
    for (int rep = 0; rep < bench::kWarmup + bench::kReps; ++rep) {
      Kokkos::Timer timer;
      Kokkos::parallel_reduce("dot_team", Kokkos::TeamPolicy<>(rows, Kokkos::AUTO),
                              KOKKOS_LAMBDA(const member_type& team, double& s) {
        const int i = team.league_rank();
        double row = 0.0;
        Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, cols), [&](const int j, double& r) {
          r += X(i, j) * Y(i, j);
        }, row);
        Kokkos::single(Kokkos::PerTeam(team), [&]() { s += row; });
      }, result);
      Kokkos::fence();
      const double s = timer.seconds();
      if (rep >= bench::kWarmup) t.push_back(s);
    }
    bench::report("dot", "team", bytes, t);
    bench::check("dot", "team", result);
  }
  Kokkos::finalize();
  return 0;
}
