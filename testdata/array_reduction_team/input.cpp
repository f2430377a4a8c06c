// array_reduction_team: functor array reductions (value_type = T[], value_count) over a
// TeamPolicy, the accumulator used by one thread of the team (`if (team.team_rank() == 0)` or
// single(PerTeam)), so that the result is the same for any team size.
//
// Covers: a row's nested TeamThreadRange reduction added into one element per row; team
// scratch and a barrier in the body; league_size() in the body; a functor with its own init,
// join (a maximum) and final, its accumulator written in single(PerTeam); a `return;` that
// skips some league ranks; the result into a host array and into a rank-1 View; a body whose
// team threads each write their own columns (team_rank() strides: OpenACC runs it per rank).

#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;
using ScratchView = Kokkos::View<double *, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                 Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

struct RowBins {
  using value_type = double[];
  int value_count;
  Kokkos::View<double **> a;
  KOKKOS_INLINE_FUNCTION void operator()(const member_type &team, value_type bins) const {
    const int r = team.league_rank(), m = (int)a.extent(1);
    ScratchView row(team.team_scratch(0), m);
    Kokkos::parallel_for(Kokkos::TeamThreadRange(team, m), [&](int j) { row(j) = a(r, j); });
    team.team_barrier();
    double s = 0;
    Kokkos::parallel_reduce(
        Kokkos::TeamThreadRange(team, m), [&](int j, double &v) { v += row(j) * (j + 1); }, s);
    if (team.team_rank() == 0)
      bins[(r * 3 + team.league_size()) % value_count] += s;
  }
};

struct Peaks {
  using value_type = double[];
  int value_count;
  Kokkos::View<double **> a;
  KOKKOS_INLINE_FUNCTION void operator()(const member_type &team, value_type m) const {
    const int r = team.league_rank();
    if (r % 7 == 5)
      return;
    double mx = -1.0e300;
    Kokkos::parallel_reduce(
        Kokkos::TeamThreadRange(team, (int)a.extent(1)),
        [&](int j, double &v) {
          const double x = 0.1 * a(r, j) + 0.001 * r * ((j * 5) % 7);
          v = x > v ? x : v;
        },
        Kokkos::Max<double>(mx));
    Kokkos::single(Kokkos::PerTeam(team), [&]() {
      const int k = r % value_count;
      if (mx > m[k]) m[k] = mx;
    });
  }
  KOKKOS_INLINE_FUNCTION void init(value_type m) const {
    for (int k = 0; k < value_count; ++k) m[k] = -1000.0;
  }
  KOKKOS_INLINE_FUNCTION void join(value_type dst, const value_type src) const {
    for (int k = 0; k < value_count; ++k)
      if (src[k] > dst[k]) dst[k] = src[k];
  }
  KOKKOS_INLINE_FUNCTION void final(value_type m) const {
    for (int k = 0; k < value_count; ++k) m[k] = 0.5 * m[k];
  }
};

struct Columns {
  using value_type = double[];
  int value_count;
  Kokkos::View<double **> a, out;
  KOKKOS_INLINE_FUNCTION void operator()(const member_type &t, value_type s) const {
    const int lr = t.league_rank();
    for (int j = t.team_rank(); j < (int)a.extent(1); j += t.team_size())
      out(lr, j) = 2.0 * a(lr, j) + lr;
    if (t.team_rank() == 0)
      s[lr % value_count] += a(lr, 0) + 0.001 * t.league_size();
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 90, m = 37;
    Kokkos::View<double **> a("a", n, m);
    Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(const int i) {
      for (int j = 0; j < m; ++j) a(i, j) = 0.25 * ((i * 11 + j * 7) % 19) - 2.0;
    });
    double bins[4] = {-1, -1, -1, -1};
    Kokkos::parallel_reduce(
        "bins",
        Kokkos::TeamPolicy<>(n, Kokkos::AUTO).set_scratch_size(0, Kokkos::PerTeam(ScratchView::shmem_size(m))),
        RowBins{4, a}, bins);
    Kokkos::View<double *> pk("pk", 6);
    Kokkos::parallel_reduce("peaks", Kokkos::TeamPolicy<>(n, Kokkos::AUTO), Peaks{6, a}, pk);
    Kokkos::View<double **> out("out", n, m);
    double cs[3] = {0, 0, 0};
    Kokkos::parallel_reduce("columns", Kokkos::TeamPolicy<>(n, Kokkos::AUTO), Columns{3, a, out},
                            cs);
    auto ho = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), out);
    double so = 0;
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j) so += ho(i, j) * (i + 2 * j + 1);
    auto hp = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), pk);
    std::printf("bins %.6f %.6f %.6f %.6f\n", bins[0], bins[1], bins[2], bins[3]);
    std::printf("columns %.6f %.6f %.6f out %.6f\n", cs[0], cs[1], cs[2], so);
    std::printf("peaks %.4f %.4f %.4f %.4f %.4f %.4f\n", hp(0), hp(1), hp(2), hp(3), hp(4), hp(5));
  }
  Kokkos::finalize();
  return 0;
}
