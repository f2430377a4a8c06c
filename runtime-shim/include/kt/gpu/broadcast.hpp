// kt/gpu/broadcast.hpp: single_value broadcasts of the CUDA and HIP team kernels.
// Include guard, not #pragma once: tests/gpu/wavefront_sim_test.cpp includes it once per simulated
// wavefront size.
#ifndef KT_GPU_BROADCAST_HPP
#define KT_GPU_BROADCAST_HPP
#include "lanes.hpp"

// Lane 0's value to every lane of this thread's vector.
template <class T> __device__ T kt_vector_broadcast(T v) {
  return blockDim.x == 1 ? v : kt_shfl(v, 0, blockDim.x, kt_vector_mask());
}

template <int VL, class T> __device__ __forceinline__ T kt_vector_broadcast_c(T v) {
  return VL == 1 ? v : kt_shfl(v, 0, VL, kt_vector_mask_c<VL>());
}

// team_broadcast: the value of (team_rank src, lane 0) to the whole team.
template <class T> __device__ T kt_team_broadcast(T v, int src) {
  __shared__ __align__(16) unsigned char kt_raw[sizeof(T)];
  __syncthreads();
  if ((int)threadIdx.y == src && threadIdx.x == 0) *reinterpret_cast<T *>(kt_raw) = v;
  __syncthreads();
  return *reinterpret_cast<T *>(kt_raw);
}

// team_broadcast(f, v, src): thread src applies f to its value, then broadcasts it.
template <class F, class T> __device__ T kt_team_broadcast(const F &f, T v, int src) {
  if ((int)threadIdx.y == src && threadIdx.x == 0) f(v);
  return kt_team_broadcast(v, src);
}
#endif // KT_GPU_BROADCAST_HPP
