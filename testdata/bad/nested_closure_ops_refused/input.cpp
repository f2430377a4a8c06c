// A nested parallel_reduce whose functor closure defines init() but not join() (Kokkos then adds
// up the partials, each started by init(), so the result depends on the team size), and one
// whose closure's join() uses a member (the kernel's op has no closure object there).
#include <Kokkos_Core.hpp>

struct StartsAtTen {
  using value_type = long;
  KOKKOS_FUNCTION void init(value_type &v) const { v = 10; }
  KOKKOS_FUNCTION void operator()(const int i, value_type &u) const { u += i; }
};

struct Scaled {
  using value_type = long;
  long scale;
  KOKKOS_FUNCTION void join(value_type &d, const value_type &s) const { d += scale * s; }
  KOKKOS_FUNCTION void operator()(const int i, value_type &u) const { u += i; }
};

using member_type = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<long *> out("out", 4);
    Kokkos::parallel_for(Kokkos::TeamPolicy<>(4, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type &team) {
      long a = 0, b = 0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, 8), StartsAtTen{}, a);
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, 8), Scaled{2}, b);
      out(team.league_rank()) = a + b;
    });
  }
  Kokkos::finalize();
}

// Both nested reductions are refused with KT1016, at the closure and at the join's member use.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses openacc 3 %s | FileCheck %s
// CHECK: input.cpp:27:65: error: functor 'StartsAtTen' defines init() but not join(){{.*}}[KT1016]
// CHECK: input.cpp:15:78: error: the functor's join() uses its members{{.*}}[KT1016]
// expected-error@27 {{defines init() but not join()}}
// expected-error@15 {{the functor's join() uses its members}}
