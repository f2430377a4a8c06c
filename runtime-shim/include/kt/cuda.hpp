// kt/cuda.hpp: the CUDA target of the kokkos-translate runtime shim. Generated CUDA code includes
// only this header. Contract: runtime-shim/API.md. The runtime is kt/gpu/runtime.hpp, shared with
// kt/hip.hpp; this header spells it for CUDA and adds what only CUDA has.
#pragma once
#include <cuda_runtime.h>
#include <unordered_map>
#define KT_MDRANGE_DEVICE_DIRECTION Left  // Kokkos 4.6 default_inner/outer_direction
#define KT_MDRANGE_DEVICE_TILES 16, 2, 512  // and get_tile_size_properties
#include "core/config.hpp"

#define KT_GPU_CUDA 1  // picks the warp primitives of kt/gpu/*.hpp (kt/gpu/dialect.hpp)

// The backend macros real Kokkos 4.x defines for this target (the translator parsed the input
// with the same set, so `#ifdef KOKKOS_ENABLE_...` picks the same branch here; the host
// backend beside it, KOKKOS_ENABLE_SERIAL, comes from core/config.hpp).
#ifndef KOKKOS_ENABLE_CUDA
#define KOKKOS_ENABLE_CUDA
#endif
#ifndef KOKKOS_ENABLE_CUDA_LAMBDA
#define KOKKOS_ENABLE_CUDA_LAMBDA
#endif

// ---- the dialect of kt/gpu/runtime.hpp and kt/gpu/spaces.hpp ----
#define KT_GPU_NS cuda
#define KT_GPU_RT(Name) cuda##Name
#define KT_GPU_RT_PREFIX "cuda"
#define KT_GPU_DEVICE_PROP cudaDeviceProp
#define KT_GPU_POINTER_ATTRIBUTES cudaPointerAttributes
#define KT_GPU_IS_DEVICE_MEMORY(a) ((a).type == cudaMemoryTypeDevice || (a).type == cudaMemoryTypeManaged)
#define KT_GPU_ERROR_UNLOADING cudaErrorCudartUnloading
#define KT_GPU_RELEASE(Name, args) (void)KT_GPU_RT(Name) args  // unchecked
#define KT_GPU_ERROR_NAME "CUDA"
#define KT_GPU_BACKEND_NAME "Cuda"
// RangePolicy parallel_for: native Kokkos 4.6's CUDA shape (ParallelFor<RangePolicy, Cuda>::execute,
// Kokkos_Cuda_Parallel_Range.hpp): cuda_get_opt_block_size's 128 threads (the smallest block
// of >= 128 reaching full occupancy), ceil(n / 128) blocks (one index per thread; no cap below
// maxGridSize[0]) and 32-bit indices. On an H200 against the previous shape (256 threads, at
// most 128 blocks per SM, 64-bit indices): axpy range 1.035x faster, dot range 0.989x, the other
// benchmarks within 0.4% (docs/PERFORMANCE.md). Each overridable with -D for A/B runs.
#ifndef KT_GPU_FOR_BLOCKS_PER_SM
#define KT_GPU_FOR_BLOCKS_PER_SM 0
#endif
#ifndef KT_GPU_RANGE_FOR_BLOCK
#define KT_GPU_RANGE_FOR_BLOCK 128
#endif
#ifndef KT_GPU_RANGE_INDEX32
#define KT_GPU_RANGE_INDEX32 1
#endif
#define KT_GPU_REDUCE_BLOCKS_PER_SM 32
#define KT_GPU_DEV_MEMCPY memcpy
#define KT_GPU_ATOMIC_MINMAX_LL 1
#define KT_GPU_PINNED_SPACE CudaHostPinnedSpace
#define KT_GPU_MANAGED_SPACE CudaUVMSpace
#define KT_GPU_MALLOC_HOST MallocHost
#define KT_GPU_FREE_HOST FreeHost
#include "gpu/runtime.hpp"

namespace kt { namespace cuda {
// Opt a kernel into more than 48 KB of dynamic shared memory.
template <class Kernel> void set_max_dynamic_shared(Kernel* kernel, std::size_t bytes) {
  if (bytes <= 48 * 1024) return;
  static std::unordered_map<const void*, std::size_t> max_shared;  // kernel -> opted-in bytes
  std::size_t& done = max_shared[reinterpret_cast<const void*>(kernel)];
  if (done >= bytes) return;
  KT_CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, int(bytes)));
  done = bytes;
}
}}  // namespace kt::cuda

namespace kt { namespace backend {
inline void print_configuration(std::ostream& os) {
  const cudaDeviceProp& p = cuda::device_props();
  os << "  device: " << p.name << ", sm_" << p.major << p.minor << ", " << p.multiProcessorCount << " SMs\n";
}

// ---- kt::Timer on this target: CUDA events (kt/core/runtime.hpp takes it via KT_BACKEND_TIMER) ----
// Construction and reset() record a start event on the legacy default stream; seconds() records
// a stop event there, waits for it and returns the elapsed device time. Work launched before
// seconds() is therefore included, whether or not the caller fenced. Not copyable (as Kokkos).
#define KT_BACKEND_TIMER 1
class Timer {
  cudaEvent_t start_ = nullptr, stop_ = nullptr;

 public:
  Timer() {
    KT_CHECK(cudaEventCreate(&start_));
    KT_CHECK(cudaEventCreate(&stop_));
    reset();
  }
  ~Timer() {  // errors ignored: a static Timer may outlive the CUDA runtime
    if (start_) (void)cudaEventDestroy(start_);
    if (stop_) (void)cudaEventDestroy(stop_);
  }
  Timer(const Timer&) = delete;
  Timer& operator=(const Timer&) = delete;
  void reset() { KT_CHECK(cudaEventRecord(start_, 0)); }
  double seconds() const {
    KT_CHECK(cudaEventRecord(stop_, 0));
    KT_CHECK(cudaEventSynchronize(stop_));
    float ms = 0.0f;
    KT_CHECK(cudaEventElapsedTime(&ms, start_, stop_));
    return double(ms) * 1e-3;
  }
};
}}  // namespace kt::backend

#include "core/core.hpp"
#include "gpu/spaces.hpp"
#include "gpu/launch.hpp"  // kernel launches and reduction results: every translation uses them
#include "gpu/shuffle.hpp"

namespace kt {
using Cuda = DeviceExecSpace;
using CudaSpace = DeviceSpace;
}  // namespace kt
