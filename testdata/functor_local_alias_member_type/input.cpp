// A class-template functor whose arguments are member types reached through function-local
// aliases (`typename TeamPolicyType::member_type`, `typename ReducerType::value_type`), as in
// Kokkos' own TestTeamTeamSize: the launch spells the functor's type with every argument
// qualified, also inside the policy's member type (`TeamPolicy<Cuda, Schedule<Dynamic>>`).
#include <Kokkos_Core.hpp>
#include <cstdio>

template <typename TeamHandleType, typename ReducerValueType>
struct MinMaxLeague {
  KOKKOS_FUNCTION void operator()(const TeamHandleType &team, ReducerValueType &val) const {
    const int r = team.league_rank();
    if (r < val.min_val) val.min_val = r;
    if (r > val.max_val) val.max_val = r;
  }
};

template <typename TeamHandleType, typename ViewType>
struct FillLeague {
  ViewType v;
  KOKKOS_FUNCTION void operator()(const TeamHandleType &team) const {
    Kokkos::single(Kokkos::PerTeam(team), [&]() { v(team.league_rank()) = 3 * team.league_rank() + 1; });
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    using ExecSpace = Kokkos::DefaultExecutionSpace;
    using DynamicScheduleType = Kokkos::Schedule<Kokkos::Dynamic>;
    using TeamPolicyType = Kokkos::TeamPolicy<ExecSpace, DynamicScheduleType>;
    using TeamHandleType = typename TeamPolicyType::member_type;
    using ReducerType = Kokkos::MinMax<int, Kokkos::HostSpace>;
    using ReducerValueType = typename ReducerType::value_type;
    using ViewType = Kokkos::View<int *, ExecSpace>;

    const int num_teams = 37;
    ReducerValueType val;
    ReducerType reducer(val);
    MinMaxLeague<TeamHandleType, ReducerValueType> f1;
    Kokkos::parallel_reduce(TeamPolicyType(num_teams, Kokkos::AUTO), f1, reducer);

    ViewType v("v", num_teams);
    FillLeague<TeamHandleType, ViewType> f2{v};
    Kokkos::parallel_for(TeamPolicyType(num_teams, Kokkos::AUTO), f2);
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), v);
    long sum = 0;
    for (int i = 0; i < num_teams; ++i) sum += h(i);
    std::printf("min %d max %d sum %ld\n", val.min_val, val.max_val, sum);
  }
  Kokkos::finalize();
  return 0;
}
