// A TeamPolicy used as a flat CUDA-style grid (TestSNAP, the thread-teams tutorials): the body
// computes its index from league_rank(), team_size() and team_rank() and needs no cooperation
// of the team. OpenACC runs it once per team thread (a worker-vector loop over team_rank).
// The team size is the one the backend recommends, so the result does not depend on it.
#include <Kokkos_Core.hpp>
#include <cstdio>

using team_policy = Kokkos::TeamPolicy<>;
using member_type = team_policy::member_type;

struct Square {
  Kokkos::View<double*> a;
  int n;
  KOKKOS_INLINE_FUNCTION void operator()(const member_type& t) const {
    const int i = t.league_rank() * t.team_size() + t.team_rank();
    if (i < n) a(i) = a(i) * a(i);
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1000;
    Kokkos::View<double*> a("a", n);
    const int ts = team_policy(1, 1).team_size_recommended(Square{a, n}, Kokkos::ParallelForTag());
    const int leagues = (n + ts - 1) / ts;
    Kokkos::parallel_for(team_policy(leagues, ts), KOKKOS_LAMBDA(const member_type& t) {
      const int i = t.league_rank() * t.team_size() + t.team_rank();
      if (i < n) a(i) = 0.5 * i;
    });
    Kokkos::parallel_for(team_policy(leagues, ts), Square{a, n});
    double total = 0;
    int threads = 0;
    Kokkos::parallel_reduce(team_policy(leagues, ts), KOKKOS_LAMBDA(const member_type& t, double& s) {
      const int i = t.league_rank() * t.team_size() + t.team_rank();
      if (i < n) s += a(i);
    }, total);
    Kokkos::parallel_reduce(team_policy(leagues, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type& t, int& c) {
      if (t.team_rank() < t.team_size()) c += 1;
    }, threads);
    std::printf("total %.2f\n", total);
    std::printf("threads a multiple of the leagues: %s\n", threads % leagues == 0 && threads >= leagues ? "yes" : "no");
  }
  Kokkos::finalize();
}
