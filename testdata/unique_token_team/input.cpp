// unique_token_team: Kokkos::Experimental::AcquireTeamUniqueToken (one token per team, through
// level-0 team scratch) inside a team kernel.
//
// Covers: the holder declared first in the team body, the team's own scratch View after it (the
// token's slot comes first, as in Kokkos), its value shared by the team, the policy's scratch
// size from AcquireTeamUniqueToken<P>::shmem_size() (a Kokkos name in a scratch size, copied
// into the launch). Each team checks that no other team holds its token at the same time; the
// results do not depend on which tokens were handed out. OpenACC runs the team-level code as
// loops over the team's ranks: team thread 0 acquires at the first cut, thread 0 releases after
// the last.

#include <Kokkos_Core.hpp>
#include <cstdio>

using Space = Kokkos::DefaultExecutionSpace;
using team_policy = Kokkos::TeamPolicy<Space>;
using member_type = team_policy::member_type;

int sum(const Kokkos::View<int*>& v) {
  int s = 0;
  Kokkos::parallel_reduce("sum", v.extent(0), KOKKOS_LAMBDA(const int i, int& acc) { acc += v(i); }, s);
  return s;
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    // Per team: the token's slot, then a scratch value of the team's own.
    const int teams = 4;
    Kokkos::Experimental::UniqueToken<Space> team_tokens(teams);
    Kokkos::View<int*> tverify("tverify", teams), tcounts("tcounts", teams), terrors("terrors", 1);
    using scratch_int = Kokkos::View<int, Space::scratch_memory_space, Kokkos::MemoryUnmanaged>;
    team_policy policy(50, Kokkos::AUTO);
    policy.set_scratch_size(
        0, Kokkos::PerTeam(Kokkos::Experimental::AcquireTeamUniqueToken<team_policy>::shmem_size() +
                           scratch_int::shmem_size()));
    Kokkos::parallel_for("acquire_team", policy, KOKKOS_LAMBDA(const member_type& team) {
      Kokkos::Experimental::AcquireTeamUniqueToken<team_policy> held(team_tokens, team);
      scratch_int mine(team.team_scratch(0));
      const int t = held.value();
      bool ok = 0 <= t && t < teams;
      Kokkos::single(Kokkos::PerTeam(team), [&]() {
        ok = ok && Kokkos::atomic_fetch_add(&tverify(t), 1) == 0;
        Kokkos::atomic_add(&tcounts(t), team.league_rank() + 1);
        ok = ok && Kokkos::atomic_fetch_add(&tverify(t), -1) == 1;
        mine() = t;
      });
      team.team_barrier();
      ok = ok && mine() == t;
      if (!ok) Kokkos::atomic_add(&terrors(0), 1);
    });
    printf("acquire_team %d %d\n", sum(tcounts), sum(terrors));
  }
  Kokkos::finalize();
  return 0;
}
