// Functor array reductions over a TeamPolicy whose every team thread accumulates (Kokkos'
// TestReduceTeam::run_array_test, ArrayReduceTeamFunctor): Kokkos gives each team thread its
// own value_count elements, initialised by init, and joins them all. A chunk of the work per
// thread from team_rank() and team_size(), as Kokkos' test does; a TeamThreadRange whose body
// adds into the calling thread's elements; a rank-1 View result.
#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

// Work items [0, nwork) split over every thread of the league; three sums per item.
struct ChunkedWork {
  using value_type = long[];
  int value_count = 3;
  long nwork;
  KOKKOS_INLINE_FUNCTION void init(value_type dst) const {
    for (int i = 0; i < value_count; ++i) dst[i] = 0;
  }
  KOKKOS_INLINE_FUNCTION void join(value_type dst, const value_type src) const {
    for (int i = 0; i < value_count; ++i) dst[i] += src[i];
  }
  KOKKOS_INLINE_FUNCTION void operator()(const member_type &team, value_type dst) const {
    const long thread_rank = team.team_rank() + (long)team.team_size() * team.league_rank();
    const long thread_size = (long)team.team_size() * team.league_size();
    const long chunk = (nwork + thread_size - 1) / thread_size;
    long iwork = chunk * thread_rank;
    const long iwork_end = iwork + chunk < nwork ? iwork + chunk : nwork;
    for (; iwork < iwork_end; ++iwork) {
      dst[0] += 1;
      dst[1] += iwork + 1;
      dst[2] += nwork - iwork;
    }
  }
};

// Row sums binned by column residue, over each row's TeamThreadRange: every thread adds the
// columns it is given into its own elements; final halves the total.
struct RowBins {
  using value_type = double[];
  int value_count;
  Kokkos::View<double **> a;
  KOKKOS_INLINE_FUNCTION void init(value_type dst) const {
    for (int k = 0; k < value_count; ++k) dst[k] = 0;
  }
  KOKKOS_INLINE_FUNCTION void join(value_type dst, const value_type src) const {
    for (int k = 0; k < value_count; ++k) dst[k] += src[k];
  }
  KOKKOS_INLINE_FUNCTION void final(value_type dst) const {
    for (int k = 0; k < value_count; ++k) dst[k] *= 0.5;
  }
  KOKKOS_INLINE_FUNCTION void operator()(const member_type &team, value_type dst) const {
    const int r = team.league_rank();
    Kokkos::parallel_for(Kokkos::TeamThreadRange(team, (int)a.extent(1)), [&](const int j) {
      dst[j % value_count] += a(r, j) * (r + 1);
    });
  }
};

// Largest entry per column residue, every thread over its rows of the league's team.
struct MaxBins {
  using value_type = double[];
  int value_count;
  Kokkos::View<double **> a;
  KOKKOS_INLINE_FUNCTION void init(value_type dst) const {
    for (int k = 0; k < value_count; ++k) dst[k] = -1e300;
  }
  KOKKOS_INLINE_FUNCTION void join(value_type dst, const value_type src) const {
    for (int k = 0; k < value_count; ++k)
      if (src[k] > dst[k]) dst[k] = src[k];
  }
  KOKKOS_INLINE_FUNCTION void operator()(const member_type &team, value_type dst) const {
    const int r = team.league_rank();
    for (int j = team.team_rank(); j < (int)a.extent(1); j += team.team_size())
      if (a(r, j) * (j + 1) > dst[j % value_count]) dst[j % value_count] = a(r, j) * (j + 1);
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 300, m = 41;
    Kokkos::View<double **> a("a", n, m);
    Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(const int i) {
      for (int j = 0; j < m; ++j) a(i, j) = 0.25 * ((i * 13 + j * 7) % 23) - 2.5;
    });
    for (long nwork : {0L, 3L, 100000L}) {
      long sums[3] = {-1, -1, -1};
      Kokkos::parallel_reduce("work", Kokkos::TeamPolicy<>(nwork < 10 ? 7 : 1000, Kokkos::AUTO),
                              ChunkedWork{3, nwork}, sums);
      std::printf("work %ld: %ld %ld %ld\n", nwork, sums[0], sums[1], sums[2]);
    }
    double bins[5];
    Kokkos::parallel_reduce("bins", Kokkos::TeamPolicy<>(n, Kokkos::AUTO), RowBins{5, a}, bins);
    std::printf("bins %.4f %.4f %.4f %.4f %.4f\n", bins[0], bins[1], bins[2], bins[3], bins[4]);
    Kokkos::View<double *> mx("mx", 4);
    Kokkos::parallel_reduce("max", Kokkos::TeamPolicy<>(n, Kokkos::AUTO), MaxBins{4, a}, mx);
    auto hm = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), mx);
    std::printf("max %.4f %.4f %.4f %.4f\n", hm(0), hm(1), hm(2), hm(3));
  }
  Kokkos::finalize();
  return 0;
}
