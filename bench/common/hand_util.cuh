// hand_util.cuh: shared pieces of the hand-written CUDA baselines (bench/*/cuda_hand.cu).
// Timing: device events around each call on the default stream (start, the call's launches and
// any result copy, stop, wait for stop); warm-up calls first, then the median of bench::kReps.
#pragma once
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "bench_util.hpp"

#define CK(call)                                                                                   \
  do {                                                                                             \
    cudaError_t e_ = (call);                                                                       \
    if (e_ != cudaSuccess) {                                                                       \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_)); \
      std::exit(1);                                                                                \
    }                                                                                              \
  } while (0)
#define CK_LAUNCH() CK(cudaGetLastError())

namespace hand {

inline int sm_count() {
  static int n = [] {
    int dev = 0, v = 0;
    CK(cudaGetDevice(&dev));
    CK(cudaDeviceGetAttribute(&v, cudaDevAttrMultiProcessorCount, dev));
    return v;
  }();
  return n;
}

// A grid that fills the device once for `kernel` at `block` threads (grid-stride kernels).
template <class K> int full_grid(K kernel, int block, size_t smem = 0) {
  int per_sm = 0;
  CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, kernel, block, smem));
  return (per_sm > 0 ? per_sm : 1) * sm_count();
}

// Times `call()` (host code that launches work on the default stream) with events.
template <class F> std::vector<double> time_calls(F&& call) {
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a));
  CK(cudaEventCreate(&b));
  std::vector<double> t;
  for (int rep = 0; rep < bench::kWarmup + bench::kReps; ++rep) {
    CK(cudaEventRecord(a, 0));
    call();
    CK(cudaEventRecord(b, 0));
    CK(cudaEventSynchronize(b));
    float ms = 0.0f;
    CK(cudaEventElapsedTime(&ms, a, b));
    if (rep >= bench::kWarmup) t.push_back(ms * 1e-3);
  }
  CK(cudaEventDestroy(a));
  CK(cudaEventDestroy(b));
  return t;
}

// Sum over a warp (every lane gets the total).
__device__ __forceinline__ double warp_sum(double v) {
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}
// Sum over a block of up to 1024 threads (1-D or 2-D); thread 0 gets the total.
__device__ __forceinline__ double block_sum(double v) {
  __shared__ double part[32];
  const int tid = threadIdx.x + blockDim.x * threadIdx.y;
  const int nthr = blockDim.x * blockDim.y;
  v = warp_sum(v);
  if (tid % 32 == 0) part[tid / 32] = v;
  __syncthreads();
  if (tid < 32) {
    v = tid < (nthr + 31) / 32 ? part[tid] : 0.0;
    v = warp_sum(v);
  }
  return v;
}
// Second pass of a two-pass reduction: one block sums `n` partials into *out.
__global__ void sum_partials(const double* __restrict__ part, int n, double* __restrict__ out) {
  double s = 0.0;
  for (int i = threadIdx.x; i < n; i += blockDim.x) s += part[i];
  s = block_sum(s);
  if (threadIdx.x == 0) *out = s;
}

}  // namespace hand
