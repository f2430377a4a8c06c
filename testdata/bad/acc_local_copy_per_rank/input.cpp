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

// OpenACC: local_deep_copy(team, ...) in team-level code that runs per team thread.
// RUN: %kt --target=openacc --verify %s
// RUN: %refuses openacc 3 %s | FileCheck %s
// CHECK: input.cpp:14:7: error: {{.*}}[KT1021]
// expected-error-re@14 {{local_deep_copy with the team{{.*}}[KT1021]}}
