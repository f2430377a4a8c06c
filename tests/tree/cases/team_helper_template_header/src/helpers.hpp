// A team helper function template in a header (as Kokkos' TestTeam.hpp has
// test_team_mulit_level_scratch_loop_body): its nested ranges and scratch run in the kernel
// that calls it.
#pragma once
#include <Kokkos_Core.hpp>

template <class ExecSpace>
KOKKOS_INLINE_FUNCTION int stage_and_count(
    const typename Kokkos::TeamPolicy<ExecSpace>::member_type &team,
    const Kokkos::View<int *, ExecSpace> &x, const int n) {
  Kokkos::View<int *, typename ExecSpace::scratch_memory_space,
               Kokkos::MemoryTraits<Kokkos::Unmanaged>>
      tile(team.team_scratch(0), n);
  const int base = team.league_rank() * n;
  Kokkos::parallel_for(Kokkos::TeamThreadRange(team, n),
                       [&](const int i) { tile(i) = x(base + i); });
  team.team_barrier();
  int odd = 0;
  Kokkos::parallel_reduce(
      Kokkos::TeamThreadRange(team, n), [&](const int i, int &c) { c += tile(i) % 2; }, odd);
  return odd;
}
