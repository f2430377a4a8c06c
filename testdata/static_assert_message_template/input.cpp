// A static_assert with a message (adjacent string literals) in the operator() of a team functor
// class template, as Kokkos' TestTeamPolicy has: kept in the kernel as written (the translator
// crashed reading the message's type in the instantiation).
#include <Kokkos_Core.hpp>
#include <cstdio>
template <class ExecSpace>
struct Fill {
  using member_type = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  Kokkos::View<int **, ExecSpace> flags;
  KOKKOS_INLINE_FUNCTION void operator()(const member_type &m) const {
    flags(m.team_rank(), m.league_rank()) = m.team_rank() + m.team_size() * m.league_rank();
    static_assert((std::is_same_v<typename member_type::execution_space, ExecSpace>),
                  "TeamMember::execution_space is not the same as "
                  "TeamPolicy<>::execution_space");
  }
};
int main(int argc, char **argv) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<int **> flags("flags", 1, 3);
    Kokkos::parallel_for(Kokkos::TeamPolicy<>(3, 1), Fill<Kokkos::DefaultExecutionSpace>{flags});
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), flags);
    printf("%d %d %d\n", h(0, 0), h(0, 1), h(0, 2));
  }
  Kokkos::finalize();
}
