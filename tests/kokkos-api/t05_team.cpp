// Area: TeamPolicy, AUTO, team member API, nested ranges, single, scratch.
#include <Kokkos_Core.hpp>

using team_policy = Kokkos::TeamPolicy<>;
using member_type = team_policy::member_type;
using ScratchView = Kokkos::View<double*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                 Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

struct TeamFunctor {
  Kokkos::View<double**> A;
  KOKKOS_INLINE_FUNCTION void operator()(const member_type& team) const {
    const int i = team.league_rank();
    Kokkos::parallel_for(Kokkos::TeamThreadRange(team, A.extent(1)), [&](const size_t j) { A(i, j) = j; });
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 16, M = 32;
    Kokkos::View<double**> A("A", N, M);
    Kokkos::View<double*> y("y", N);

    Kokkos::parallel_for("team", team_policy(N, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type& team) {
      const int i = team.league_rank();
      const int ls = team.league_size();
      const int tr = team.team_rank();
      const int ts = team.team_size();
      (void)ls; (void)tr; (void)ts;
      double row = 0.0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, M), [&](const int j, double& lsum) {
        lsum += A(i, j);
      }, row);
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, 1, M), [&](int j) { A(i, j) += 1; });
      Kokkos::parallel_for(Kokkos::TeamVectorRange(team, M), [&](int j) { A(i, j) *= 2; });
      Kokkos::parallel_for(Kokkos::TeamVectorRange(team, 0, M), [&](int j) { A(i, j) *= 2; });
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, M), [&](int j) {
        double inner = 0.0;
        Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(team, 4), [&](const int k, double& s) { s += k * A(i, j); },
                                inner);
        Kokkos::parallel_for(Kokkos::ThreadVectorRange(team, 0, 4), [&](const int k) { (void)k; });
        Kokkos::single(Kokkos::PerThread(team), [&]() { A(i, j) = inner; });
      });
      team.team_barrier();
      double mx = 0.0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, M), [&](int j, double& v) {
        if (A(i, j) > v) v = A(i, j);
      }, Kokkos::Max<double>(mx));
      Kokkos::single(Kokkos::PerTeam(team), [&]() { y(i) = row + mx; });
      double bval = 0.0;
      Kokkos::single(Kokkos::PerTeam(team), [&](double& v) { v = 42.0; }, bval);
      team.team_broadcast(bval, 0);
      team.team_broadcast([&](double& v) { v += 1; }, bval, 0);
      Kokkos::parallel_scan(Kokkos::ThreadVectorRange(team, M), [&](const int j, double& part, const bool fin) {
        part += A(i, j);
        if (fin) A(i, j) = part;
      });
    });

    // team_size / vector length variants
    Kokkos::parallel_for(team_policy(N, 4), KOKKOS_LAMBDA(const member_type& t) { (void)t; });
    Kokkos::parallel_for(team_policy(N, 4, 2), KOKKOS_LAMBDA(const member_type& t) { (void)t; });
    Kokkos::parallel_for(team_policy(N, Kokkos::AUTO, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type& t) { (void)t; });
    Kokkos::parallel_for(team_policy(N, Kokkos::AUTO(), 4), KOKKOS_LAMBDA(const member_type& t) { (void)t; });
    Kokkos::parallel_for(Kokkos::TeamPolicy<Kokkos::DefaultExecutionSpace, Kokkos::Schedule<Kokkos::Dynamic>>(
                             Kokkos::DefaultExecutionSpace(), N, Kokkos::AUTO),
                         KOKKOS_LAMBDA(const Kokkos::TeamPolicy<>::member_type& t) { (void)t; });
    Kokkos::parallel_for(team_policy(N, Kokkos::AUTO), TeamFunctor{A});

    // scratch memory
    const size_t bytes = ScratchView::shmem_size(M);
    team_policy sp = team_policy(N, Kokkos::AUTO).set_scratch_size(0, Kokkos::PerTeam(bytes));
    sp.set_scratch_size(1, Kokkos::PerTeam(bytes), Kokkos::PerThread(64));
    sp.set_scratch_size(0, Kokkos::PerThread(128));
    Kokkos::parallel_for("scratch", sp, KOKKOS_LAMBDA(const member_type& team) {
      ScratchView s(team.team_scratch(0), M);
      ScratchView t(team.thread_scratch(1), 8);
      ScratchView u(team.team_shmem(), M);
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, M), [&](int j) { s(j) = A(team.league_rank(), j); });
      team.team_barrier();
      t(0) = s(0) + u(0);
    });
    Kokkos::parallel_for(team_policy(N, Kokkos::AUTO).set_scratch_size(0, Kokkos::PerTeam(1024)),
                         KOKKOS_LAMBDA(const member_type& team) {
                           Kokkos::View<int*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                        Kokkos::MemoryUnmanaged> idx(team.team_scratch(0), 16);
                           idx(0) = team.league_rank();
                         });

    // team-level reduce into a scalar
    double total = 0.0;
    Kokkos::parallel_reduce("team_reduce", team_policy(N, Kokkos::AUTO),
                            KOKKOS_LAMBDA(const member_type& team, double& lsum) {
                              double r = 0.0;
                              Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, M),
                                                      [&](int j, double& s) { s += A(team.league_rank(), j); }, r);
                              Kokkos::single(Kokkos::PerTeam(team), [&]() { lsum += r; });
                            }, total);

    team_policy q(N, Kokkos::AUTO);
    const int tmax = q.team_size_max(TeamFunctor{A}, Kokkos::ParallelForTag());
    const int trec = q.team_size_recommended(TeamFunctor{A}, Kokkos::ParallelForTag());
    const int lsz = q.league_size();
    (void)tmax; (void)trec; (void)lsz;
  }
  Kokkos::finalize();
  return 0;
}
