// bench_util.hpp: host-only helpers shared by the Kokkos-style benchmarks (kokkos.cpp, built
// with real Kokkos or translated by kokkos-translate) and the hand-written CUDA baselines.
// Plain C++ with no Kokkos names, so the translator leaves it alone.
//
// Output, one line each (scripts/bench.sh parses them):
//   bench <name> <variant> <bytes_moved_per_call> <median_s> <min_s> <max_s> <reps>
//   check <name> <variant> <value>        (compared across builds, rtol 1e-8)
//   info  <name> <variant> <text...>      (printed, never compared)
#pragma once
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace bench {

constexpr int kWarmup = 3;  // untimed calls before the timed ones
constexpr int kReps = 25;   // timed calls; the median is reported (the issue asks for >= 20)

// The problem size: argv[1] if given, else $KT_BENCH_SIZE, else `def`.
inline long long size_arg(int argc, char** argv, long long def) {
  const char* s = argc > 1 ? argv[1] : std::getenv("KT_BENCH_SIZE");
  if (s && *s) {
    const long long v = std::atoll(s);
    if (v > 0) return v;
  }
  return def;
}

inline double median(std::vector<double> v) {
  if (v.empty()) return 0.0;
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

inline void report(const char* name, const char* variant, double bytes, const std::vector<double>& t) {
  const double lo = t.empty() ? 0.0 : *std::min_element(t.begin(), t.end());
  const double hi = t.empty() ? 0.0 : *std::max_element(t.begin(), t.end());
  std::printf("bench %s %s %.0f %.9e %.9e %.9e %d\n", name, variant, bytes, median(t), lo, hi, int(t.size()));
  std::fflush(stdout);
}

inline void check(const char* name, const char* variant, double value) {
  std::printf("check %s %s %.17g\n", name, variant, value);
  std::fflush(stdout);
}

}  // namespace bench
