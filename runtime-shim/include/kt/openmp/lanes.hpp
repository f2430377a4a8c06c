// kt/openmp/lanes.hpp: warp lane masks and barriers of the OpenMP kernel-mode collectives.
// Every function here runs inside `#pragma omp target teams ompx_bare` regions (clang emits
// device versions of the functions a target region calls).
#pragma once
#include "block.hpp"

// Synchronises the lanes in `mask` of one warp (ompx has no warp barrier in its API; the
// device runtime's __kmpc_syncwarp is __syncwarp).
#if defined(__NVPTX__) || defined(__AMDGCN__)
extern "C" void __kmpc_syncwarp(uint64_t mask);
#endif
static inline void kt_syncwarp(uint64_t mask) {
#if defined(__NVPTX__) || defined(__AMDGCN__)
  __kmpc_syncwarp(mask);
#else
  (void)mask;
#endif
}
// Mask of the first n lanes of a warp.
static inline uint64_t kt_first_lanes(int n) {
  return n >= KT_WARP_SIZE ? (((uint64_t)1 << KT_WARP_SIZE) - 1) : (((uint64_t)1 << n) - 1);
}
// Mask of the dim.x lanes that form this thread's vector (dim.x is a power of two <= 32).
static inline uint64_t kt_vector_mask(const kt_block_info &b) {
  const int lane = b.tid & (KT_WARP_SIZE - 1);
  return kt_first_lanes(b.dim.x) << (lane & -b.dim.x); // the vector's first lane (dim.x: power of two)
}
// The types ompx::shfl_down_sync takes; every other type goes through shared memory.
template <class T> struct kt_shfl_type { static constexpr bool value = false; };
template <> struct kt_shfl_type<int> { static constexpr bool value = true; };
template <> struct kt_shfl_type<long> { static constexpr bool value = true; };
template <> struct kt_shfl_type<float> { static constexpr bool value = true; };
template <> struct kt_shfl_type<double> { static constexpr bool value = true; };
