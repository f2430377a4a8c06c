// template_team_code_unseen: team code in templates this file never instantiates (as a test
// header included by many drivers has: each driver instantiates some of its templates). Their
// nested dispatches are not translated; the templates must still compile, and the instantiated
// ones run.
//
// Covers: a functor class template with team operator()s (TeamThreadRange reduction with a
// reducer, ThreadVectorRange, single) that only a never-called function template dispatches; a
// function template taking the team member that nothing calls; next to them a class template
// that is instantiated and dispatched, with the same constructs.

#include <Kokkos_Core.hpp>
#include <cstdio>

template <class Space>
struct RowMaxUnused {
  using member_type = typename Kokkos::TeamPolicy<Space>::member_type;
  Kokkos::View<double **, Space> m;
  Kokkos::View<double *, Space> out;
  KOKKOS_INLINE_FUNCTION void operator()(const member_type &team) const {
    const int r = team.league_rank();
    double best = 0;
    Kokkos::parallel_reduce(
        Kokkos::TeamThreadRange(team, (int)m.extent(1)),
        [&](const int j, double &b) { b = m(r, j) > b ? m(r, j) : b; },
        Kokkos::Max<double>(best));
    Kokkos::single(Kokkos::PerTeam(team), [&]() { out(r) = best; });
  }
};

template <class Space>
void row_max_unused(Kokkos::View<double **, Space> m, Kokkos::View<double *, Space> out) {
  Kokkos::parallel_for(Kokkos::TeamPolicy<Space>((int)m.extent(0), Kokkos::AUTO),
                       RowMaxUnused<Space>{m, out});
}

template <class Member>
KOKKOS_INLINE_FUNCTION void zero_lanes(const Member &team, const Kokkos::View<double *> &v) {
  Kokkos::parallel_for(Kokkos::ThreadVectorRange(team, (int)v.extent(0)),
                       [&](const int k) { v(k) = 0; });
}

template <class Space>
struct RowSum {
  using member_type = typename Kokkos::TeamPolicy<Space>::member_type;
  Kokkos::View<double **, Space> m;
  Kokkos::View<double *, Space> out;
  KOKKOS_INLINE_FUNCTION void operator()(const member_type &team) const {
    const int r = team.league_rank();
    double s = 0;
    Kokkos::parallel_reduce(
        Kokkos::TeamThreadRange(team, (int)m.extent(1)),
        [&](const int j, double &a) { a += m(r, j); }, Kokkos::Sum<double>(s));
    Kokkos::single(Kokkos::PerTeam(team), [&]() { out(r) = s; });
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    using Space = Kokkos::DefaultExecutionSpace;
    const int rows = 5, cols = 40;
    Kokkos::View<double **, Space> m("m", rows, cols);
    Kokkos::View<double *, Space> out("out", rows);
    Kokkos::parallel_for(
        "fill", Kokkos::RangePolicy<Space>(0, rows * cols), KOKKOS_LAMBDA(const int i) {
          m(i / cols, i % cols) = 0.5 * (i % 7) + i / cols;
        });
    Kokkos::parallel_for("row_sum", Kokkos::TeamPolicy<Space>(rows, Kokkos::AUTO),
                         RowSum<Space>{m, out});
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), out);
    for (int r = 0; r < rows; ++r) std::printf("row %d sum %.1f\n", r, h(r));
  }
  Kokkos::finalize();
  return 0;
}
