// kt/gpu/lanes.hpp: thread numbering, lane masks and shuffles of any trivially copyable type,
// for the GPU collectives (kt/gpu/reduce.hpp, broadcast.hpp, scan.hpp).
// Include guard, not #pragma once: tests/gpu/wavefront_sim_test.cpp includes it once per simulated
// wavefront size.
#ifndef KT_GPU_LANES_HPP
#define KT_GPU_LANES_HPP
#include "dialect.hpp"

// Lanes of a block are numbered x fastest, then y: tid = threadIdx.y * blockDim.x + threadIdx.x.
__device__ __forceinline__ int kt_tid() { return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z); }
__device__ __forceinline__ int kt_nthreads() { return blockDim.x * blockDim.y * blockDim.z; }
// Mask of the first n lanes of a warp.
__device__ __forceinline__ kt_lanemask_t kt_first_lanes(int n) {
  return n >= KT_WARP_SIZE ? ~kt_lanemask_t(0) : ((kt_lanemask_t(1) << n) - 1);
}
// Mask of the blockDim.x lanes that form this thread's vector (blockDim.x is a power of two).
__device__ __forceinline__ kt_lanemask_t kt_vector_mask() {
  const int lane = kt_tid() % KT_WARP_SIZE;
  return kt_first_lanes(blockDim.x) << (lane / blockDim.x * blockDim.x);
}

// The same for a vector length VL known at compile time (team blocks are (VL, team_size), so the
// vector's first lane in the warp is (threadIdx.y * VL) % KT_WARP_SIZE): no division.
template <int VL> __device__ __forceinline__ kt_lanemask_t kt_vector_mask_c() {
  return kt_first_lanes(VL) << ((int)threadIdx.y * VL % KT_WARP_SIZE);
}

// Shuffles of any trivially copyable T, one 32-bit word at a time.
template <class T> __device__ __forceinline__ T kt_shfl_down(const T &v, int delta, int width, kt_lanemask_t mask) {
  constexpr int W = (sizeof(T) + 3) / 4;
  int in[W] = {}, out[W];
  __builtin_memcpy(in, &v, sizeof(T));
  for (int k = 0; k < W; ++k) out[k] = KT_SHFL_DOWN(mask, in[k], delta, width);
  T r;
  __builtin_memcpy(&r, out, sizeof(T));
  return r;
}
template <class T> __device__ __forceinline__ T kt_shfl_up(const T &v, int delta, int width, kt_lanemask_t mask) {
  constexpr int W = (sizeof(T) + 3) / 4;
  int in[W] = {}, out[W];
  __builtin_memcpy(in, &v, sizeof(T));
  for (int k = 0; k < W; ++k) out[k] = KT_SHFL_UP(mask, in[k], delta, width);
  T r;
  __builtin_memcpy(&r, out, sizeof(T));
  return r;
}
template <class T> __device__ __forceinline__ T kt_shfl(const T &v, int src, int width, kt_lanemask_t mask) {
  constexpr int W = (sizeof(T) + 3) / 4;
  int in[W] = {}, out[W];
  __builtin_memcpy(in, &v, sizeof(T));
  for (int k = 0; k < W; ++k) out[k] = KT_SHFL(mask, in[k], src, width);
  T r;
  __builtin_memcpy(&r, out, sizeof(T));
  return r;
}
// Reads a value another block wrote, bypassing the non-coherent L1.
template <class T> __device__ __forceinline__ T kt_load_cg(const T *p) {
  if constexpr (sizeof(T) % 4 != 0 || alignof(T) < 4) {  // bool, char, short: byte by byte
    const volatile unsigned char *s = reinterpret_cast<const volatile unsigned char *>(p);
    unsigned char b[sizeof(T)];
    for (unsigned k = 0; k < sizeof(T); ++k) b[k] = s[k];
    T r;
    __builtin_memcpy(&r, b, sizeof(T));
    return r;
  }
  constexpr int W = (sizeof(T) + 3) / 4;
  int w[W];
  for (int k = 0; k < W; ++k) w[k] = KT_LOAD_CG(reinterpret_cast<const int *>(p) + k);
  T r;
  __builtin_memcpy(&r, w, sizeof(T));
  return r;
}
#endif // KT_GPU_LANES_HPP
