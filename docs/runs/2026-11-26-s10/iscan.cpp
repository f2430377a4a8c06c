// parallel_scan: exclusive prefix sum out(i) = in(0) + ... + in(i-1) over n doubles.
// Size: argv[1] or $KT_BENCH_SIZE = n (default 2^28: 2 GiB per array). The fewest bytes a scan
// must move: read in once and write out once, 2 * 8 * n bytes per call.
// Every input is a multiple of 1/4 and every prefix is below 2^53 / 4, so the scan is exact.
// Checksums: out(n-1) and the sum of out.
#include <Kokkos_Core.hpp>
#include <cstdio>
#include <vector>
#include "bench_util.hpp"

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = int(bench::size_arg(argc, argv, 1LL << 28));
    const double bytes = 2.0 * 4.0 * n;
    Kokkos::View<int*> in("in", n), out("out", n);
    Kokkos::parallel_for("init", n, KOKKOS_LAMBDA(const int i) { in(i) = i % 7; });
    Kokkos::fence();

    std::vector<double> t;
    for (int rep = 0; rep < bench::kWarmup + bench::kReps; ++rep) {
      Kokkos::Timer timer;
      Kokkos::parallel_scan("scan", Kokkos::RangePolicy<>(0, n),
                            KOKKOS_LAMBDA(const int i, int& part, const bool final) {
        if (final) out(i) = part;
        part += in(i);
      });
      Kokkos::fence();
      const double s = timer.seconds();
      if (rep >= bench::kWarmup) t.push_back(s);
    }
    bench::report("scan", "exclusive", bytes, t);

    double sum = 0.0;
    Kokkos::parallel_reduce("sum", n, KOKKOS_LAMBDA(const int i, double& s) { s += out(i); }, sum);
    auto last = Kokkos::subview(out, std::make_pair(n - 1, n));
    auto h_last = Kokkos::create_mirror_view(last);
    Kokkos::deep_copy(h_last, last);
    bench::check("scan", "last", h_last(0));
    bench::check("scan", "exclusive", sum);
  }
  Kokkos::finalize();
  return 0;
}
