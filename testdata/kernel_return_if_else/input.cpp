// kernel_return_if_else: `return` as the statement of an if with an else, in a range body and
// in a nested TeamThreadRange body (each `return` ends one iteration; Kokkos' TestReducers).
#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1000;
    Kokkos::View<int *> v("v", n);
    Kokkos::parallel_for(
        "fill", n, KOKKOS_LAMBDA(const int i) {
          if (i % 3 == 0) return;
          else if (i % 3 == 1) v(i) = i;
          else v(i) = -1;
        });
    long s = 0;
    Kokkos::parallel_reduce(
        "sum", n,
        KOKKOS_LAMBDA(const int i, long &acc) {
          if (v(i) < 0) return;
          else acc += v(i);
        },
        s);
    using member = Kokkos::TeamPolicy<>::member_type;
    Kokkos::View<long *> t("t", 4);
    Kokkos::parallel_for(
        "team", Kokkos::TeamPolicy<>(4, Kokkos::AUTO), KOKKOS_LAMBDA(const member &m) {
          long r = 0;
          Kokkos::parallel_reduce(
              Kokkos::TeamThreadRange(m, n),
              [&](const int i, long &a) {
                if ((i + m.league_rank()) % 2) return;
                else a += v(i);
              },
              r);
          Kokkos::single(Kokkos::PerTeam(m), [&]() { t(m.league_rank()) = r; });
        });
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), t);
    std::printf("sum %ld team %ld %ld %ld %ld\n", s, h(0), h(1), h(2), h(3));
  }
  Kokkos::finalize();
  return 0;
}
