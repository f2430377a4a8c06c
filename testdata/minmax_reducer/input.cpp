// minmax_reducer: the Kokkos::MinMax and Kokkos::MinMaxLoc reducers.
//
// Covers: MinMax<double> with its ::value_type (min_val, max_val) on a plain count,
// MinMaxLoc<double, int> (also min_loc, max_loc) on a RangePolicy sub-range, MinMax<int>
// into a rank-0 View, MinMaxScalar spelled directly, and a MinMax<double> reduction over a
// TeamThreadRange inside a team kernel. The data is a permutation, so every extreme and its
// location are unique (the result does not depend on the order of the reduction).

#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 1 << 18;
    Kokkos::View<double*> v("v", N);
    Kokkos::View<int*> w("w", N);
    // p is a permutation of 0..N-1: the multiplier is odd and N a power of two.
    Kokkos::parallel_for("fill", N, KOKKOS_LAMBDA(const int i) {
      const long long p = (static_cast<long long>(i) * 40503LL + 12345LL) % N;
      v(i) = (static_cast<double>(p) - N / 3) * 0.25;
      w(i) = static_cast<int>((static_cast<long long>(i) * 69069LL + 777LL) % N) - 1000;
    });

    Kokkos::MinMax<double>::value_type mm;
    Kokkos::parallel_reduce(
        "minmax", N,
        KOKKOS_LAMBDA(const int i, Kokkos::MinMax<double>::value_type& r) {
          if (v(i) < r.min_val) r.min_val = v(i);
          if (v(i) > r.max_val) r.max_val = v(i);
        },
        Kokkos::MinMax<double>(mm));
    std::printf("minmax %.3f %.3f\n", mm.min_val, mm.max_val);

    using MML = Kokkos::MinMaxLoc<double, int>;
    MML::value_type ml;
    Kokkos::parallel_reduce(
        "minmaxloc", Kokkos::RangePolicy<>(N / 4, N - 7),
        KOKKOS_LAMBDA(const int i, MML::value_type& r) {
          if (v(i) < r.min_val) {
            r.min_val = v(i);
            r.min_loc = i;
          }
          if (v(i) > r.max_val) {
            r.max_val = v(i);
            r.max_loc = i;
          }
        },
        MML(ml));
    std::printf("minmaxloc %.3f %d %.3f %d\n", ml.min_val, ml.min_loc, ml.max_val, ml.max_loc);

    // Into a rank-0 View, the value type spelled as Kokkos::MinMaxScalar.
    Kokkos::View<Kokkos::MinMaxScalar<int>, Kokkos::HostSpace> wr("wr");
    Kokkos::MinMax<int> red(wr);
    Kokkos::parallel_reduce("wminmax", N, KOKKOS_LAMBDA(const int i, Kokkos::MinMaxScalar<int>& r) {
      if (w(i) < r.min_val) r.min_val = w(i);
      if (w(i) > r.max_val) r.max_val = w(i);
    }, red);
    std::printf("wminmax %d %d\n", wr().min_val, wr().max_val);

    // A nested MinMax per row: each team reduces its row, thread 0 stores the spread.
    const int rows = 64, cols = N / rows;
    Kokkos::View<double*> spread("spread", rows);
    Kokkos::parallel_for("rows", Kokkos::TeamPolicy<>(rows, Kokkos::AUTO),
                         KOKKOS_LAMBDA(const member_type& team) {
      const int r = team.league_rank();
      Kokkos::MinMaxScalar<double> rm;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, cols),
                              [&](const int j, Kokkos::MinMaxScalar<double>& t) {
        const double x = v(r * cols + j);
        if (x < t.min_val) t.min_val = x;
        if (x > t.max_val) t.max_val = x;
      }, Kokkos::MinMax<double>(rm));
      if (team.team_rank() == 0) spread(r) = rm.max_val - rm.min_val + 0.001 * r;
    });
    double total = 0;
    Kokkos::parallel_reduce("spread_sum", rows, KOKKOS_LAMBDA(const int i, double& s) {
      s += spread(i);
    }, total);
    std::printf("spread %.3f\n", total);
  }
  Kokkos::finalize();
  return 0;
}
