// kt/gpu/shuffle.hpp: Kokkos::shfl, shfl_down and shfl_up, the warp shuffles of Kokkos' CUDA
// and HIP backends (Kokkos_Cuda_Vectorization.hpp), for kernel code that calls them under
// `#ifdef KOKKOS_ENABLE_CUDA` / `KOKKOS_ENABLE_HIP`: any trivially copyable T, one 32-bit word
// at a time (kt/gpu/lanes.hpp). Lanes of a width-wide segment exchange; mask: the lanes that
// take part (HIP ignores it, as Kokkos does there). Lane and width by value (Kokkos: by const
// reference), so that a namespace-scope constant may be passed from device code.
#pragma once
#include "lanes.hpp"

namespace kt {

template <class T>
__device__ inline T shfl(const T &val, int srcLane, int width,
                         kt_lanemask_t mask = ~kt_lanemask_t(0)) {
  return kt_shfl(val, srcLane, width, mask);
}
template <class T>
__device__ inline T shfl_down(const T &val, int delta, int width,
                              kt_lanemask_t mask = ~kt_lanemask_t(0)) {
  return kt_shfl_down(val, delta, width, mask);
}
template <class T>
__device__ inline T shfl_up(const T &val, int delta, int width,
                            kt_lanemask_t mask = ~kt_lanemask_t(0)) {
  return kt_shfl_up(val, delta, width, mask);
}

}  // namespace kt
