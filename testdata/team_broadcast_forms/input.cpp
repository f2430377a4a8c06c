// team_broadcast with a rank computed from the team member (`m.league_rank() % m.team_size()`,
// as Kokkos' own TestTeamBroadcast does) and its closure form `team_broadcast(f, value, rank)`,
// where the source thread applies f to its value before the value is broadcast. Only the
// source thread holds the right value, so each team counts, over a nested TeamThreadRange,
// whether every thread received it; the program prints the same for any team size.
#include <Kokkos_Core.hpp>
#include <cstdio>

using Member = Kokkos::TeamPolicy<>::member_type;

struct FromRank {
  Kokkos::View<int *> got;
  KOKKOS_INLINE_FUNCTION void operator()(const Member &m) const {
    const int src = m.league_rank() % m.team_size();
    int value = m.team_rank() == src ? 100 + m.league_rank() : -1;
    m.team_broadcast(value, m.league_rank() % m.team_size());
    int ok = 0;
    Kokkos::parallel_reduce(
        Kokkos::TeamThreadRange(m, 16),
        [&](const int, int &n) { n += value == 100 + m.league_rank() ? 1 : 0; }, ok);
    if (m.team_rank() == 0) got(m.league_rank()) = ok * 1000 + value;
  }
};

struct WithClosure {
  Kokkos::View<int *> got;
  int scale;
  KOKKOS_INLINE_FUNCTION void operator()(const Member &m) const {
    const int src = (m.league_rank() + 1) % m.team_size();
    int value = m.team_rank() == src ? m.league_rank() : -7;
    m.team_broadcast([&](int &v) { v = scale * v + 1; }, value, src);
    int ok = 0;
    Kokkos::parallel_reduce(
        Kokkos::TeamThreadRange(m, 16),
        [&](const int, int &n) { n += value == scale * m.league_rank() + 1 ? 1 : 0; }, ok);
    if (m.team_rank() == 0) got(m.league_rank()) = ok * 1000 + value;
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int league = 6;
    Kokkos::View<int *> got("got", league);
    Kokkos::parallel_for(Kokkos::TeamPolicy<>(league, Kokkos::AUTO), FromRank{got});
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), got);
    for (int i = 0; i < league; ++i) std::printf("from rank %d: %d\n", i, h(i));
    Kokkos::parallel_for(Kokkos::TeamPolicy<>(league, Kokkos::AUTO), WithClosure{got, 3});
    Kokkos::deep_copy(h, got);
    for (int i = 0; i < league; ++i) std::printf("closure %d: %d\n", i, h(i));
  }
  Kokkos::finalize();
}
