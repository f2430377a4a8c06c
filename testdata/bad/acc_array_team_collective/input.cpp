// A functor array reduction over a TeamPolicy whose every team thread uses the accumulator
// (each its own partial, as in Kokkos), with a nested reduction over the team's threads in its
// team-level code: OpenACC runs such code as loops over the team's threads, cut at its
// collectives, which the chunk loop of an array reduction cannot be. Refused for OpenACC
// (before: the translator crashed printing the refused kernel).
#include <Kokkos_Core.hpp>

struct TeamSums {
  using value_type = long[];
  int value_count = 1;
  Kokkos::View<long *> x;
  KOKKOS_INLINE_FUNCTION void operator()(const Kokkos::TeamPolicy<>::member_type &t, long *s) const {
    long part = 0;
    Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, 100),
                            [&](int j, long &p) { p += x(t.league_rank() * 100 + j); }, part);
    s[0] += part;
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<long *> x("x", 100 * 30);
    long r = 0;
    Kokkos::parallel_reduce(Kokkos::TeamPolicy<>(30, Kokkos::AUTO), TeamSums{1, x}, &r);
  }
  Kokkos::finalize();
}

// RUN: %kt --target=openacc --verify %s
// RUN: %refuses openacc 3 %s | FileCheck %s
// CHECK: input.cpp:12:{{[0-9]+}}: error: {{.*}}a team collective in a functor array reduction's team-level code{{.*}}[KT1021]
// expected-error-re@12 {{a team collective in a functor array reduction's team-level code{{.*}}[KT1021]}}
// expected-error-re@14 {{a nested parallel_reduce over the team's threads{{.*}}[KT1021]}}
