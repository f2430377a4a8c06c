// Two lambdas returning the same nested range type with different bounds, passed to one
// template: its kernels differ, and the instantiations can be told apart only by the range each
// lambda returns, which is the same.
#include <Kokkos_Core.hpp>

using member_type = Kokkos::TeamPolicy<>::member_type;

template <class Policy>
void run(Policy &policy, Kokkos::View<long *> out) {
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(4, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type &team) {
    long s = 0;
    Kokkos::parallel_reduce(policy(team, 10), [&](const int i, long &u) { u += i; }, s);
    Kokkos::single(Kokkos::PerTeam(team), [&]() { out(team.league_rank()) = s; });
  });
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<long *> out("out", 4);
    auto all = KOKKOS_LAMBDA(const member_type &m, int n) { return Kokkos::TeamThreadRange(m, n); };
    auto tail = KOKKOS_LAMBDA(const member_type &m, int n) { return Kokkos::TeamThreadRange(m, 2, n); };
    run(all, out);
    run(tail, out);
  }
  Kokkos::finalize();
}

// Refused at the dispatch (KT1009), on every target.
// RUN: %kt --target=cuda --verify %s
// RUN: %refuses openacc 3 %s | FileCheck %s
// CHECK: input.cpp:10:3: error: the kernel differs between instantiations{{.*}}their template arguments' tests do not tell them apart{{.*}}[KT1009]
// expected-error@10 {{their template arguments' tests do not tell them apart}}
