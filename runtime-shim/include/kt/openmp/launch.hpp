// kt/openmp/launch.hpp: host launch-shape helpers of OpenMP kernel-mode team kernels (vector
// length, Kokkos::AUTO team size).
#pragma once
#include "block.hpp"

// Launch-shape helpers (host).
// Kokkos clamps vector_length to a power of two no larger than the warp.
static inline int kt_vector_length(int requested) {
  int v = 1;
  while (v * 2 <= requested && v * 2 <= 32) v *= 2;
  return v;
}
// Team size for Kokkos::AUTO: 256 threads per block (no occupancy query in OpenMP), halved
// while the team's level-0 scratch and collectives' space exceed the dynamic shared memory.
static inline int kt_auto_team_size(int vector_length, size_t shmem_team, size_t shmem_thread, int slot) {
  int team = 256 / vector_length > 0 ? 256 / vector_length : 1;
  while (team > 1 && shmem_team + (size_t)team * shmem_thread +
                             (slot ? kt_collective_bytes(team * vector_length, slot) : 0) >
                         kt::openmp::max_shared_bytes)
    team /= 2;
  return team;
}
