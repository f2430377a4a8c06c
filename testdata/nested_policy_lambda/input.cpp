// A lambda that returns a nested policy, passed to a member function template whose team kernel
// calls it as the policy of its nested dispatches (Kokkos' TestTeamNestedReducerFunctor): each
// dispatch runs over the range the lambda returns, with the call's arguments; the template gets
// one kernel per range, told apart by what each lambda returns. The kernel also uses a local
// constant whose type is a member alias of the enclosing class template.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class ExecSpace>
class NestedRanges {
public:
  using policy_type = Kokkos::TeamPolicy<ExecSpace>;
  using member_type = typename policy_type::member_type;
  using index_type = int;

  void team_thread() {
    auto policy = KOKKOS_LAMBDA(member_type const &member, index_type count) {
      return Kokkos::TeamThreadRange(member, count);
    };
    run("team thread", policy);
  }
  void thread_vector() {
    auto policy = KOKKOS_LAMBDA(member_type const &member, index_type count) {
      return Kokkos::ThreadVectorRange(member, count);
    };
    run("thread vector", policy);
  }
  void team_vector() {
    auto policy = KOKKOS_LAMBDA(member_type const &member, index_type count) {
      return Kokkos::TeamVectorRange(member, count);
    };
    run("team vector", policy);
  }

  template <typename Policy>
  void run(const char *name, Policy &policy) {
    constexpr index_type league_size = 4;
    constexpr index_type count = 13;
    Kokkos::View<long[league_size][5], ExecSpace> out("out");
    Kokkos::parallel_for(
        policy_type(league_size, Kokkos::AUTO), KOKKOS_LAMBDA(member_type const &team) {
          const int league = team.league_rank();
          long sum = 0;
          Kokkos::parallel_reduce(
              policy(team, count + league),
              [&](const int i, long &update) { update += (i + 1) * (league + 1); }, sum);
          long prod = 1;
          Kokkos::parallel_reduce(
              policy(team, 5),
              [&](const int i, long &update) { update *= (i + 2); }, Kokkos::Prod<long>(prod));
          Kokkos::parallel_for(policy(team, 3), [&](const int i) { out(league, 2 + i) = (i + 1) * prod; });
          Kokkos::single(Kokkos::PerTeam(team), [&]() {
            out(league, 0) = sum;
            out(league, 1) = prod;
          });
        });
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), out);
    for (int l = 0; l < league_size; ++l)
      printf("%s, team %d: sum %ld, product %ld, for %ld %ld %ld\n", name, l, h(l, 0), h(l, 1),
             h(l, 2), h(l, 3), h(l, 4));
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    NestedRanges<Kokkos::DefaultExecutionSpace> r;
    r.team_thread();
    r.thread_vector();
    r.team_vector();
  }
  Kokkos::finalize();
}
