// Names a class template's own code uses in its kernels, spelled where the kernel is defined
// (namespace scope) through the kernel template's parameters: a static data member
// (`offset`, Kokkos' own TestRange) and a member alias that begins a qualifier (`typename
// shmem_space::size_type`, Kokkos' own TestTeamVectorRange).
#include <Kokkos_Core.hpp>
#include <cstdio>

template <class ExecSpace>
struct Shifted {
  using view_type = Kokkos::View<int *, ExecSpace>;
  struct OffsetTag {};
  using value_type = long; // Kokkos 3.4 needs it with overloaded operator()s
  static const int offset = 13;
  view_type flags;
  Shifted(int n) : flags("flags", n) {}

  KOKKOS_INLINE_FUNCTION void operator()(const OffsetTag &, const int i) const {
    flags(i - offset) = i;
  }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, long &s) const {
    if (flags(i) == i + offset) s += flags(i);
  }
  long run() {
    const int n = flags.extent(0);
    Kokkos::parallel_for(Kokkos::RangePolicy<ExecSpace, OffsetTag>(offset, n + offset), *this);
    long s = 0;
    Kokkos::parallel_reduce(Kokkos::RangePolicy<ExecSpace>(0, n), *this, s);
    return s;
  }
};

template <class ExecSpace>
struct TeamSized {
  using shmem_space = typename ExecSpace::scratch_memory_space;
  Kokkos::View<long *, ExecSpace> out;
  KOKKOS_INLINE_FUNCTION
  void operator()(const typename Kokkos::TeamPolicy<ExecSpace>::member_type &team) const {
    using size_type = typename shmem_space::size_type;
    const size_type count = 131;
    long v = 0;
    Kokkos::parallel_reduce(
        Kokkos::TeamThreadRange(team, count),
        [&](const int i, long &acc) { acc += i + team.league_rank(); }, v);
    Kokkos::single(Kokkos::PerTeam(team), [&]() { out(team.league_rank()) = v; });
  }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    using Space = Kokkos::DefaultExecutionSpace;
    Shifted<Space> s(500);
    const long shifted = s.run();
    Kokkos::View<long *, Space> out("out", 9);
    Kokkos::parallel_for(Kokkos::TeamPolicy<Space>(9, Kokkos::AUTO), TeamSized<Space>{out});
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), out);
    long team = 0;
    for (int i = 0; i < 9; ++i) team += h(i);
    std::printf("shifted %ld team %ld\n", shifted, team);
  }
  Kokkos::finalize();
  return 0;
}
