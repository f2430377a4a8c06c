// OpenACC: team-level code that uses team_rank() runs as loops over the team's threads, cut at
// its barriers; local_deep_copy(team, ...) holds barriers of its own, which would not cut them.
#include <Kokkos_Core.hpp>

using policy = Kokkos::TeamPolicy<>;

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double**> a("a", 8, 16), b("b", 8, 16);
    Kokkos::parallel_for("copy", policy(8, 4), KOKKOS_LAMBDA(const policy::member_type& team) {
      const int r = team.league_rank();
      a(r, team.team_rank()) = team.team_rank();
      Kokkos::Experimental::local_deep_copy(team, Kokkos::subview(b, r, Kokkos::ALL()),
                                            Kokkos::subview(a, r, Kokkos::ALL()));
    });
  }
  Kokkos::finalize();
}
