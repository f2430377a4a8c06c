// A team helper template whose reduction type depends on its argument, instantiated for
// double and int: the helper is written once, as a template, so its instantiations must agree.
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class T>
KOKKOS_INLINE_FUNCTION T row_sum(const Kokkos::TeamPolicy<>::member_type &team,
                                 const Kokkos::View<T **> &m) {
  T s = 0;
  Kokkos::parallel_reduce(
      Kokkos::TeamThreadRange(team, (int)m.extent(1)),
      [&](const int j, T &part) { part += m(team.league_rank(), j); }, s);
  return s;
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Kokkos::View<double **> md("md", 4, 8);
    Kokkos::View<int **> mi("mi", 4, 8);
    Kokkos::View<double *> out("out", 4);
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(4, Kokkos::AUTO),
        KOKKOS_LAMBDA(const Kokkos::TeamPolicy<>::member_type &team) {
          const double d = row_sum(team, md);
          const int i = row_sum(team, mi);
          Kokkos::single(Kokkos::PerTeam(team), [&]() { out(team.league_rank()) = d + i; });
        });
  }
  Kokkos::finalize();
  return 0;
}

// RUN: %kt --target=cuda --verify %s
// RUN: %refuses cuda 3 %s | FileCheck %s
// CHECK: input.cpp:26:33: error: {{.*}}[KT1009]
// expected-error-re@26 {{differ from those of its first instantiation{{.*}}[KT1009]}}
