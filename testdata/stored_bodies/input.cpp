// stored_bodies: kernel bodies not written at the dispatch whose value is known at compile time.
//
// Covers: a KOKKOS_LAMBDA stored in a local variable and run by two parallel_for dispatches
// (one kernel each), a stored reduction lambda, a functor object in a local variable, a
// functor held as a class member (`parallel_for(n, m_f)`), `*this` as the functor inside a
// member function of a functor class, a functor whose team_shmem_size(team_size) hook supplies
// the level-0 team scratch (device TeamPolicy with an explicit team size, and a host TeamPolicy
// with AUTO, where Serial teams have one thread; the device team size comes from
// team_size_recommended(functor, ParallelForTag())), and a functor with three operator()
// overloads (for, reduce, scan) run by parallel_for, parallel_reduce and parallel_scan, and a
// functor whose work tags are Kokkos::ParallelForTag / ParallelReduceTag.

#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;
using host_member = Kokkos::TeamPolicy<Kokkos::DefaultHostExecutionSpace>::member_type;
using ScratchView = Kokkos::View<double*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                 Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
using HostScratchView =
    Kokkos::View<double*, Kokkos::DefaultHostExecutionSpace::scratch_memory_space,
                 Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

struct Scale {
  Kokkos::View<double*> x;
  double a;
  Scale(Kokkos::View<double*> x_, double a_) : x(x_), a(a_) {}
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { x(i) = a * x(i) + 1.0; }
};

struct Runner {
  Scale m_f;
  explicit Runner(Scale f) : m_f(f) {}
  void run(int n) const { Kokkos::parallel_for("member_functor", n, m_f); }
};

struct Shift {
  Kokkos::View<double*> x;
  double by;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { x(i) -= by * (i % 3); }
  void apply(int n) const { Kokkos::parallel_for("star_this", n, *this); }
};

// Per-team scratch sized by the hook (4 doubles, plus one per thread of the team).
struct TeamRowSums {
  Kokkos::View<double**> A;
  Kokkos::View<double*> rowsum;
  int ncols;
  KOKKOS_INLINE_FUNCTION void operator()(const member_type& team) const {
    const int r = team.league_rank();
    ScratchView part(team.team_scratch(0), 4);
    Kokkos::parallel_for(Kokkos::TeamThreadRange(team, 4), [&](const int q) {
      double s = 0.0;
      for (int c = q; c < ncols; c += 4) s += A(r, c);
      part(q) = s;
    });
    team.team_barrier();
    Kokkos::single(Kokkos::PerTeam(team), [&]() { rowsum(r) = part(0) + part(1) + part(2) + part(3); });
  }
  size_t team_shmem_size(int team_size) const { return ScratchView::shmem_size(team_size + 4); }
};

struct HostTeamCount {
  Kokkos::View<double*, Kokkos::HostSpace> out;
  KOKKOS_INLINE_FUNCTION void operator()(const host_member& team) const {
    HostScratchView tmp(team.team_scratch(0), 8);
    for (int k = 0; k < 8; ++k) tmp(k) = team.league_rank() * 8 + k;
    double s = 0.0;
    for (int k = 0; k < 8; ++k) s += tmp(k);
    out(team.league_rank()) = s;
  }
  size_t team_shmem_size(int team_size) const { return HostScratchView::shmem_size(8 * team_size); }
};

// One functor, three patterns: Kokkos picks the operator() by the arguments it passes.
struct Multi {
  using value_type = double;
  Kokkos::View<double*> v;
  Kokkos::View<double*> prefix;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { v(i) = 0.5 * (i % 7) + 1.0; }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, double& sum) const { sum += v(i) * v(i); }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, double& run, const bool final) const {
    run += v(i);
    if (final) prefix(i) = run;
  }
};

// Kokkos' own pattern tags as work tags: the policy names the tag, the functor has one
// operator() per tag.
struct PatternTagged {
  Kokkos::View<double*> w;
  KOKKOS_INLINE_FUNCTION void operator()(Kokkos::ParallelForTag, const int i) const { w(i) = i % 5; }
  KOKKOS_INLINE_FUNCTION void operator()(Kokkos::ParallelReduceTag, const int i, double& s) const {
    s += w(i) * i;
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1000;
    Kokkos::View<double*> x("x", n);
    double a = 0.25;
    auto fill = KOKKOS_LAMBDA(const int i) { x(i) += a * (i % 11); };
    Kokkos::parallel_for("stored_fill", n, fill);
    Kokkos::parallel_for("stored_fill_again", n, fill);
    auto sq = KOKKOS_LAMBDA(const int i, double& s) { s += x(i) * x(i); };
    double s1 = 0.0;
    Kokkos::parallel_reduce("stored_reduce", n, sq, s1);
    printf("stored_lambda %.6f\n", s1);

    Scale f(x, 3.0);
    Kokkos::parallel_for("var_functor", n, f);
    Runner runner(Scale(x, 0.5));
    runner.run(n);
    Shift sh{x, 2.0};
    sh.apply(n);
    double s2 = 0.0;
    Kokkos::parallel_reduce("check_x", n, sq, s2);
    printf("functor_vars %.6f\n", s2);

    const int rows = 37, cols = 129;
    Kokkos::View<double**> A("A", rows, cols);
    Kokkos::parallel_for("fill_A", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {rows, cols}),
                         KOKKOS_LAMBDA(const int r, const int c) { A(r, c) = (r * 5 + c * 3) % 17; });
    Kokkos::View<double*> rowsum("rowsum", rows);
    const TeamRowSums rs{A, rowsum, cols};
    const int ts = Kokkos::TeamPolicy<>(rows, 1).team_size_recommended(rs, Kokkos::ParallelForTag());
    Kokkos::parallel_for("hook_team", Kokkos::TeamPolicy<>(rows, ts), rs);
    auto h_rowsum = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), rowsum);
    printf("team_shmem_hook %.1f %.1f %.1f\n", h_rowsum(0), h_rowsum(17), h_rowsum(rows - 1));

    Kokkos::View<double*, Kokkos::HostSpace> counts("counts", 5);
    Kokkos::parallel_for("hook_host",
                         Kokkos::TeamPolicy<Kokkos::DefaultHostExecutionSpace>(5, Kokkos::AUTO),
                         HostTeamCount{counts});
    printf("team_shmem_hook_host %.1f %.1f\n", counts(0), counts(4));

    Kokkos::View<double*> v("v", n), prefix("prefix", n);
    Multi m{v, prefix};
    Kokkos::parallel_for("multi_for", n, m);
    double sumsq = 0.0;
    Kokkos::parallel_reduce("multi_reduce", n, m, sumsq);
    double total = 0.0;
    Kokkos::parallel_scan("multi_scan", n, m, total);
    auto h_prefix = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), prefix);
    printf("multi_overload %.3f %.3f %.3f %.3f\n", sumsq, total, h_prefix(0), h_prefix(n / 2));

    PatternTagged pt{Kokkos::View<double*>("w", n)};
    Kokkos::parallel_for("for_tag", Kokkos::RangePolicy<Kokkos::ParallelForTag>(0, n), pt);
    double wsum = 0.0;
    Kokkos::parallel_reduce("reduce_tag", Kokkos::RangePolicy<Kokkos::ParallelReduceTag>(0, n), pt, wsum);
    printf("pattern_tags %.1f\n", wsum);
  }
  Kokkos::finalize();
  return 0;
}
