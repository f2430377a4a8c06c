// The team form of local_deep_copy evaluates its arguments once per element in the translation:
// an argument that writes (here `k++`) is refused.
#include <Kokkos_Core.hpp>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double**> a("a", 4, 8), b("b", 4, 8);
    Kokkos::parallel_for("copy", Kokkos::TeamPolicy<>(4, Kokkos::AUTO),
                         KOKKOS_LAMBDA(const Kokkos::TeamPolicy<>::member_type& team) {
      int k = team.league_rank();
      Kokkos::Experimental::local_deep_copy(team, Kokkos::subview(b, k++, Kokkos::ALL()),
                                            Kokkos::subview(a, k, Kokkos::ALL()));
    });
  }
  Kokkos::finalize();
}

// local_deep_copy(team, ...) with an argument that writes a variable.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:12:51: error: {{.*}}[KT1015]
// expected-error-re@12 {{evaluated once per element{{.*}}[KT1015]}}
