// Nested team reductions over ranges that may be empty: each result is the reducer's identity
// for an empty range, as in Kokkos (OpenACC: GCC 12's worker/vector reduction loop over no
// index never returns on the GPU, so the output guards it).
#include <Kokkos_Core.hpp>
#include <cstdio>

using member = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int league = 9;
    Kokkos::View<int *> in("in", 16);
    Kokkos::View<long *> mins("mins", league), sums("sums", league);
    Kokkos::parallel_for(16, KOKKOS_LAMBDA(const int i) { in(i) = 3 * i - 7; });
    Kokkos::parallel_for(Kokkos::TeamPolicy<>(league, Kokkos::AUTO), KOKKOS_LAMBDA(const member &t) {
      const int lr = t.league_rank();
      const int lo = lr % 3 == 0 ? 5 : 2, hi = lr % 3 == 0 ? 5 : 2 + lr; // every third empty
      int m = 0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, lo, hi), [&](const int j, int &a) {
        if (in(j) < a) a = in(j);
      }, Kokkos::Min<int>(m));
      long s = 0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, lo, hi), [&](const int j, long &a) {
        a += in(j);
      }, s);
      Kokkos::single(Kokkos::PerTeam(t), [&]() {
        mins(lr) = m;
        sums(lr) = s;
      });
    });
    long tm = 0, ts = 0;
    Kokkos::parallel_reduce(league, KOKKOS_LAMBDA(const int i, long &a) { a += mins(i); }, tm);
    Kokkos::parallel_reduce(league, KOKKOS_LAMBDA(const int i, long &a) { a += sums(i); }, ts);
    std::printf("mins %ld sums %ld\n", tm, ts);
  }
  Kokkos::finalize();
}
