// kt/gpu/launch.hpp: host launch-shape helpers of the CUDA and HIP team kernels (vector length,
// Kokkos::AUTO team size).
#pragma once
#include "dialect.hpp"

// Dynamic shared memory of a block of b threads: the occupancy calculators' callback. A named
// type, not a lambda: nvcc treats a lambda there as constexpr host code (warning #20013).
struct kt_block_shmem {
  int vector_length;
  size_t team, thread;
  __host__ __device__ size_t operator()(int b) const { return team + (size_t)(b / vector_length) * thread; }
};

#if defined(KT_GPU_HIP)
// Launch-shape helpers (host).
// Kokkos clamps vector_length to a power of two no larger than the device's wavefront (64 on
// CDNA, 32 on RDNA and NVIDIA), asked of the device at run time.
static inline int kt_vector_length(int requested) {
  const int wave = kt::hip::warp_size();
  int v = 1;
  while (v * 2 <= requested && v * 2 <= wave) v *= 2;
  return v;
}
// Team size for Kokkos::AUTO: the block size (whole wavefronts, at most 1024) with the most
// resident threads per compute unit for this kernel and its dynamic shared memory (LDS),
// divided by the vector length; at most 256 threads, as the CUDA target.
template <class Kernel>
static int kt_auto_team_size(Kernel kernel, int vector_length, size_t shmem_team, size_t shmem_thread) {
  const int block = kt::hip::occupancy_block_size(
      kernel, kt_block_shmem{vector_length, shmem_team, shmem_thread}, 1024);
  const int team = block / vector_length;
  return team < 1 ? 1 : (team > 256 / vector_length ? (256 / vector_length > 0 ? 256 / vector_length : 1) : team);
}
#else
// Launch-shape helpers (host).
// Kokkos clamps vector_length to a power of two no larger than the warp.
static inline int kt_vector_length(int requested) {
  int v = 1;
  while (v * 2 <= requested && v * 2 <= 32) v *= 2;
  return v;
}
// Team size for Kokkos::AUTO: the occupancy-optimal block size for this kernel and its
// dynamic shared memory, divided by the vector length.
template <class Kernel>
static int kt_auto_team_size(Kernel kernel, int vector_length, size_t shmem_team, size_t shmem_thread) {
  int min_grid = 0, block = 0;
  KT_CHECK(cudaOccupancyMaxPotentialBlockSizeVariableSMem(
      &min_grid, &block, kernel, kt_block_shmem{vector_length, shmem_team, shmem_thread}, 1024));
  const int team = block / vector_length;
  return team < 1 ? 1 : (team > 256 / vector_length ? (256 / vector_length > 0 ? 256 / vector_length : 1) : team);
}
#endif
