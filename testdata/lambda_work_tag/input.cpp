// lambda_work_tag: lambdas dispatched with a tagged policy, which Kokkos calls with the work tag
// first (`[=](const Tag &, int i)`), as it calls a tagged functor (Kokkos' TestViewMapping_b).
//
// Covers: parallel_for, parallel_reduce and parallel_scan over a tagged RangePolicy, a reduction
// on the host space, a tagged MDRangePolicy and TeamPolicy, and a named tag parameter whose
// static member the body reads.

#include <Kokkos_Core.hpp>
#include <cstdio>

struct Fill {};
struct Check {};
struct Scaled {
  static constexpr int factor = 3;
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1000;
    Kokkos::View<int *> x("x", n);
    Kokkos::parallel_for("fill", Kokkos::RangePolicy<Fill>(0, n),
                         KOKKOS_LAMBDA(const Fill &, const int i) { x(i) = i % 7; });

    long bad = -1;
    Kokkos::parallel_reduce("check", Kokkos::RangePolicy<Check>(0, n),
                            KOKKOS_LAMBDA(const Check &, const int i, long &c) {
                              if (x(i) != i % 7) ++c;
                            },
                            bad);
    printf("bad %ld\n", bad);

    long sum = 0;
    Kokkos::parallel_reduce("scaled", Kokkos::RangePolicy<Scaled>(0, n),
                            KOKKOS_LAMBDA(Scaled s, const int i, long &v) { v += s.factor * x(i); },
                            sum);
    printf("scaled sum %ld\n", sum);

    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), x);
    long host_bad = -1;
    Kokkos::parallel_reduce("host_check",
                            Kokkos::RangePolicy<Kokkos::DefaultHostExecutionSpace, Check>(0, n),
                            [=](const Check &, const int i, long &c) {
                              if (h(i) != i % 7) ++c;
                            },
                            host_bad);
    printf("host bad %ld\n", host_bad);

    Kokkos::View<long *> pre("pre", n);
    long total = 0;
    Kokkos::parallel_scan("scan", Kokkos::RangePolicy<Fill>(0, n),
                          KOKKOS_LAMBDA(const Fill &, const int i, long &partial, const bool final) {
                            if (final) pre(i) = partial;
                            partial += x(i);
                          },
                          total);
    auto hp = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), pre);
    printf("scan total %ld pre(500) %ld\n", total, hp(500));

    Kokkos::View<int **> m("m", 30, 40);
    Kokkos::parallel_for("md", Kokkos::MDRangePolicy<Fill, Kokkos::Rank<2>>({0, 0}, {30, 40}),
                         KOKKOS_LAMBDA(const Fill &, const int i, const int j) { m(i, j) = i * j; });
    long msum = 0;
    Kokkos::parallel_reduce("team", Kokkos::TeamPolicy<Check>(30, Kokkos::AUTO),
                            KOKKOS_LAMBDA(const Check &, const Kokkos::TeamPolicy<Check>::member_type &t,
                                          long &v) {
                              long row = 0;
                              Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, 40),
                                                      [&](const int j, long &r) { r += m(t.league_rank(), j); },
                                                      row);
                              Kokkos::single(Kokkos::PerTeam(t), [&]() { v += row; });
                            },
                            msum);
    printf("team sum %ld\n", msum);
  }
  Kokkos::finalize();
}
