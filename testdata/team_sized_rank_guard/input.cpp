// `if (team.team_rank() == 0)` in a team kernel with an explicit team size (issue 30:
// ExaMiniMD's SNAP force, whose team size is 1 on a host and 20 on a GPU): the guarded code
// writes only memory the team shares (Views, through pointers, through the member functions of
// an object holding Views), so what thread 0 does once can run once per team. The team-level
// code also calls a team helper that guards the same way inside. (A guard that writes a
// team-level variable keeps the loops over the team's threads: tests/plan.)
#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

struct Tile {
  Kokkos::View<double **, Kokkos::LayoutRight> acc; // rows contiguous: clear() walks one by pointer
  int n;
  KOKKOS_INLINE_FUNCTION void clear(const member_type &team, const int b) const;
  KOKKOS_INLINE_FUNCTION void seed(const member_type &team, const int b, const double w) const;
  KOKKOS_INLINE_FUNCTION void fill(const member_type &team, const int b, const double w) const;
};

// Zeroes row b through a pointer, over the calling thread's lanes.
KOKKOS_INLINE_FUNCTION void Tile::clear(const member_type &team, const int b) const {
  double *const row = &acc(b, 0);
  Kokkos::parallel_for(Kokkos::ThreadVectorRange(team, n), [&](const int i) { row[i] = 0.0; });
}

// Writes w on every third entry of row b.
KOKKOS_INLINE_FUNCTION void Tile::seed(const member_type &team, const int b, const double w) const {
  Kokkos::parallel_for(Kokkos::ThreadVectorRange(team, (n + 2) / 3),
                       [&](const int k) { acc(b, 3 * k) = w; });
}

// Thread 0 clears and seeds the row, then the team adds i * w to every entry.
KOKKOS_INLINE_FUNCTION void Tile::fill(const member_type &team, const int b, const double w) const {
  if (team.team_rank() == 0) {
    clear(team, b);
    seed(team, b, w);
  }
  team.team_barrier();
  Kokkos::parallel_for(Kokkos::TeamThreadRange(team, n), [&](const int i) { acc(b, i) += i * w; });
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int nb = 10, n = 29;
    const int team_size = Kokkos::TeamPolicy<>(nb, Kokkos::AUTO).team_size_recommended(
                              KOKKOS_LAMBDA(const member_type &){}, Kokkos::ParallelForTag()) > 1
                              ? 2
                              : 1;
    Tile tile{Kokkos::View<double **, Kokkos::LayoutRight>("acc", nb, n), n};
    Kokkos::View<int *> counts("counts", nb);
    Kokkos::View<double *> prefix("prefix", nb * n);
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(nb, team_size, 4), KOKKOS_LAMBDA(const member_type &team) {
          const int b = team.league_rank();
          tile.fill(team, b, 0.5 + b);
          team.team_barrier();
          // thread 0 numbers the odd entries of the row, in order
          if (team.team_rank() == 0)
            Kokkos::parallel_scan(Kokkos::ThreadVectorRange(team, n),
                                  [&](const int i, int &k, const bool final) {
                                    if (final)
                                      prefix(b * n + i) = k;
                                    if (i % 2)
                                      ++k;
                                  });
          team.team_barrier();
          int count = 0;
          Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, n),
                                  [&](const int i, int &c) { c += tile.acc(b, i) > 3.0 * b; }, count);
          Kokkos::single(Kokkos::PerTeam(team), [&]() { counts(b) = count; });
        });
    double check = 0;
    Kokkos::parallel_reduce(
        Kokkos::RangePolicy<>(0, nb * n),
        KOKKOS_LAMBDA(const int f, double &v) {
          const int b = f / n, i = f % n;
          v += tile.acc(b, i) * (i + 1) + prefix(f) * 0.25 * (b + 1) +
               (i == 0 ? counts(b) * 10.0 : 0.0);
        },
        check);
    std::printf("check %.6f\n", check);
  }
  Kokkos::finalize();
}
