// team_helper_templates: the team member passed to function templates.
//
// Covers: a helper template over the execution space whose member parameter is spelled through
// it (`typename Kokkos::TeamPolicy<ExecSpace>::member_type`), called with an explicit template
// argument from a class-template functor's tagged operator() (a parallel_for and a
// parallel_reduce); it allocates team and thread scratch Views of that space and fills and
// checks them with TeamThreadRange and ThreadVectorRange loops around team_barrier. A helper
// template over the View type, deduced from its argument and instantiated for a LayoutRight and
// a LayoutLeft View, with a TeamThreadRange reduction; called from a lambda.

#include <Kokkos_Core.hpp>
#include <cstdio>

template <class ExecSpace>
KOKKOS_INLINE_FUNCTION int fill_and_check(
    const typename Kokkos::TeamPolicy<ExecSpace>::member_type &team, const int n) {
  using Scratch = Kokkos::View<int *, typename ExecSpace::scratch_memory_space,
                               Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
  Scratch shared(team.team_scratch(0), n);
  Scratch mine(team.thread_scratch(0), 4);
  const int lr = team.league_rank();
  Kokkos::parallel_for(Kokkos::TeamThreadRange(team, n),
                       [&](const int i) { shared(i) = 100 * lr + i; });
  Kokkos::parallel_for(Kokkos::ThreadVectorRange(team, 4),
                       [&](const int k) { mine(k) = lr + k; });
  team.team_barrier();
  int errors = 0;
  Kokkos::parallel_reduce(
      Kokkos::TeamThreadRange(team, n),
      [&](const int i, int &e) {
        if (shared(i) != 100 * lr + i) ++e;
      },
      errors);
  for (int k = 0; k < 4; ++k)
    if (mine(k) != lr + k) ++errors;
  return errors;
}

template <class ViewType>
KOKKOS_INLINE_FUNCTION double row_sum(const Kokkos::TeamPolicy<>::member_type &team,
                                      const ViewType &m) {
  const int r = team.league_rank();
  double s = 0;
  Kokkos::parallel_reduce(
      Kokkos::TeamThreadRange(team, (int)m.extent(1)),
      [&](const int j, double &part) { part += m(r, j); }, s);
  return s;
}

struct TagFor {};
struct TagReduce {};

template <class ExecSpace>
struct ScratchCheck {
  using member_type = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  Kokkos::View<int *, ExecSpace> errors;
  int n;

  KOKKOS_INLINE_FUNCTION void operator()(const TagFor &, const member_type &team) const {
    const int e = fill_and_check<ExecSpace>(team, n);
    Kokkos::single(Kokkos::PerTeam(team), [&]() { errors(team.league_rank()) = e; });
  }
  KOKKOS_INLINE_FUNCTION void operator()(const TagReduce &, const member_type &team,
                                         int &total) const {
    const int e = fill_and_check<ExecSpace>(team, n);
    Kokkos::single(Kokkos::PerTeam(team), [&]() { total += e + 1; });
  }

  void run(const int league) {
    errors = Kokkos::View<int *, ExecSpace>("errors", league);
    const int team_bytes = Kokkos::View<int *, typename ExecSpace::scratch_memory_space>::shmem_size(n);
    const int thread_bytes = Kokkos::View<int *, typename ExecSpace::scratch_memory_space>::shmem_size(4);
    Kokkos::TeamPolicy<ExecSpace, TagFor> pf(league, Kokkos::AUTO);
    Kokkos::parallel_for(
        "scratch_for",
        pf.set_scratch_size(0, Kokkos::PerTeam(team_bytes), Kokkos::PerThread(thread_bytes)),
        *this);
    int sum_errors = 0;
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), errors);
    for (int i = 0; i < league; ++i) sum_errors += h(i);
    int total = 0;
    Kokkos::TeamPolicy<ExecSpace, TagReduce> pr(league, Kokkos::AUTO);
    Kokkos::parallel_reduce(
        "scratch_reduce",
        pr.set_scratch_size(0, Kokkos::PerTeam(team_bytes), Kokkos::PerThread(thread_bytes)),
        *this, total);
    std::printf("scratch errors %d, reduce total %d (league %d)\n", sum_errors, total, league);
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    ScratchCheck<Kokkos::DefaultExecutionSpace> check;
    check.n = 37;
    check.run(9);

    const int rows = 6, cols = 50;
    Kokkos::View<double **> md("md", rows, cols);
    Kokkos::View<double **, Kokkos::LayoutLeft> ml("ml", rows, cols);
    Kokkos::parallel_for(
        "fill", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {rows, cols}),
        KOKKOS_LAMBDA(const int r, const int c) {
          md(r, c) = 0.25 * (r + 1) + c;
          ml(r, c) = r * c;
        });
    Kokkos::View<double *> sd("sd", rows);
    Kokkos::View<double *> sl("sl", rows);
    Kokkos::parallel_for(
        "row_sums", Kokkos::TeamPolicy<>(rows, Kokkos::AUTO),
        KOKKOS_LAMBDA(const Kokkos::TeamPolicy<>::member_type &team) {
          const double d = row_sum(team, md);
          const double l = row_sum(team, ml);
          Kokkos::single(Kokkos::PerTeam(team), [&]() {
            sd(team.league_rank()) = d;
            sl(team.league_rank()) = l;
          });
        });
    auto hd = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), sd);
    auto hl = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), sl);
    for (int r = 0; r < rows; ++r) std::printf("row %d: %.2f %.2f\n", r, hd(r), hl(r));
  }
  Kokkos::finalize();
  return 0;
}
