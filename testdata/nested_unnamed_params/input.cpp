// Nested lambdas whose parameters are unnamed (`[&](int) {...}`, a top-level scan's `bool`): each still
// gets a declaration in the lowered loop. The output used to have `for (int = 0; < 3; ++)`.
#include <Kokkos_Core.hpp>
#include <cstdio>

using member = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 5, M = 12;
    Kokkos::View<int *> count("count", 1);
    Kokkos::View<int *> totals("totals", N);
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(N, Kokkos::AUTO, 4), KOKKOS_LAMBDA(const member &t) {
          // every (thread, lane) pair adds one: 3 x 2 per team
          Kokkos::parallel_for(Kokkos::TeamThreadRange(t, 3), [&](int) {
            Kokkos::parallel_for(Kokkos::ThreadVectorRange(t, 2),
                                 [&](int) { Kokkos::atomic_add(&count(0), 1); });
          });
          int ones = 0;
          Kokkos::parallel_reduce(
              Kokkos::TeamThreadRange(t, 7), [&](int, int &a) { a += 1 + t.league_rank(); }, ones);
          Kokkos::single(Kokkos::PerTeam(t), [&]() { totals(t.league_rank()) = ones; });
        });
    int scanned = 0;
    Kokkos::parallel_scan(M, KOKKOS_LAMBDA(int i, int &u, bool) { u += i; }, scanned);
    printf("scanned %d\n", scanned);
    auto hc = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), count);
    auto ht = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), totals);
    printf("count %d\n", hc(0));
    for (int i = 0; i < N; ++i)
      printf("total %d %d\n", i, ht(i));
  }
  Kokkos::finalize();
}
