// Test-only: runs kokkos-translate's HIP output on an NVIDIA GPU with nvcc.
//
// Maps the HIP runtime calls and device intrinsics that generated HIP code and kt/hip.hpp use
// onto CUDA. Debian's HIP-for-NVIDIA headers do not build with CUDA 13, hence this header. It
// is not part of the runtime shim and not a general HIP port: only what the translator emits.
//
// Use: nvcc -x cu -I tests/hip-on-cuda ... (tests/hip-on-cuda/hip/hip_runtime.h forwards here,
// so kt/hip.hpp's `#include <hip/hip_runtime.h>` lands on this file), or -include this file.
//
// Device side, what HIP on NVIDIA means: the wavefront is a 32-lane warp (kt/gpu/dialect.hpp picks
// KT_WARP_SIZE 32 from __HIP_PLATFORM_NVIDIA__). HIP shuffles take no mask: the converged lanes
// (__activemask()) take part, as on AMD hardware where the active lanes of the wavefront do.
#pragma once
#ifndef __CUDACC__
#error "hip_on_cuda.h is for nvcc (-x cu)"
#endif
#include <cuda_runtime.h>

// As HIP's own NVIDIA path does: the device pass defines __HIP_DEVICE_COMPILE__.
#if defined(__CUDA_ARCH__) && !defined(__HIP_DEVICE_COMPILE__)
#define __HIP_DEVICE_COMPILE__ 1
#endif
#define __HIP_PLATFORM_NVIDIA__ 1
#define KT_HIP_ON_CUDA 1

// ---- runtime API ----
typedef cudaError_t hipError_t;
#define hipSuccess cudaSuccess
#define hipErrorDeinitialized cudaErrorCudartUnloading  // as HIP's own CUDA error mapping
#define hipGetErrorString cudaGetErrorString
#define hipGetLastError cudaGetLastError
#define hipDeviceSynchronize cudaDeviceSynchronize
#define hipGetDevice cudaGetDevice
#define hipMalloc cudaMalloc
#define hipGetDeviceCount cudaGetDeviceCount
#define hipSetDevice cudaSetDevice
#define hipHostMalloc cudaMallocHost  // the shim passes no flags: pinned, default
#define hipHostFree cudaFreeHost
#define hipMallocManaged cudaMallocManaged  // default flags: attached globally, as HIP's
#define hipFree cudaFree
#define hipMemcpy cudaMemcpy
#define hipMemset cudaMemset
#define hipMemsetAsync cudaMemsetAsync
#define hipMemcpyHostToDevice cudaMemcpyHostToDevice
#define hipMemcpyDeviceToHost cudaMemcpyDeviceToHost
#define hipMemcpyDeviceToDevice cudaMemcpyDeviceToDevice
#define hipMemcpyDefault cudaMemcpyDefault
typedef cudaFuncAttributes hipFuncAttributes;
#define hipFuncAttributeMaxDynamicSharedMemorySize cudaFuncAttributeMaxDynamicSharedMemorySize
typedef cudaFuncAttribute hipFuncAttribute;

inline hipError_t hipFuncGetAttributes(hipFuncAttributes* attr, const void* func) {
  return cudaFuncGetAttributes(attr, func);
}
inline hipError_t hipFuncSetAttribute(const void* func, hipFuncAttribute attr, int value) {
  return cudaFuncSetAttribute(func, attr, value);
}
inline hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(int* blocks, const void* func, int block_size,
                                                               size_t dynamic_shared) {
  return cudaOccupancyMaxActiveBlocksPerMultiprocessor(blocks, func, block_size, dynamic_shared);
}

// hipDeviceProp_t: the CUDA properties plus HIP's name for the shared memory per multiprocessor.
struct hipDeviceProp_t : cudaDeviceProp {
  size_t maxSharedMemoryPerMultiProcessor;
};
inline hipError_t hipGetDeviceProperties(hipDeviceProp_t* p, int dev) {
  hipError_t e = cudaGetDeviceProperties(static_cast<cudaDeviceProp*>(p), dev);
  p->maxSharedMemoryPerMultiProcessor = p->sharedMemPerMultiprocessor;
  return e;
}

enum hipMemoryType { hipMemoryTypeHost, hipMemoryTypeDevice, hipMemoryTypeArray, hipMemoryTypeUnified };
struct hipPointerAttribute_t {
  hipMemoryType memoryType;
  int device;
  void* devicePointer;
  void* hostPointer;
  int isManaged;
};
inline hipError_t hipPointerGetAttributes(hipPointerAttribute_t* a, const void* p) {
  cudaPointerAttributes c;
  hipError_t e = cudaPointerGetAttributes(&c, p);
  if (e != cudaSuccess) return e;
  a->memoryType = c.type == cudaMemoryTypeDevice || c.type == cudaMemoryTypeManaged ? hipMemoryTypeDevice
                                                                                    : hipMemoryTypeHost;
  a->device = c.device;
  a->devicePointer = c.devicePointer;
  a->hostPointer = c.hostPointer;
  a->isManaged = c.type == cudaMemoryTypeManaged;
  return e;
}

// ---- device intrinsics ----
#define __shfl_down(v, delta, width) __shfl_down_sync(__activemask(), v, delta, width)
#define __shfl_up(v, delta, width) __shfl_up_sync(__activemask(), v, delta, width)
#define __shfl(v, src, width) __shfl_sync(__activemask(), v, src, width)
#define __all(p) __all_sync(__activemask(), p)
// kt/gpu/dialect.hpp's substitute for __syncwarp, and its device-scope atomic load.
#define __builtin_amdgcn_fence(order, scope) __threadfence_block()
#define __builtin_amdgcn_wave_barrier() __syncwarp(__activemask())
#define __HIP_MEMORY_SCOPE_AGENT 3
// A volatile read: re-read on every call, as the atomic load it stands for (an __ldcg of a fixed
// address can be kept in a register across a spin loop's rounds).
template <class T> __device__ __forceinline__ T kt_hoc_atomic_load(const T *p) { return *static_cast<const volatile T *>(p); }
#define __hip_atomic_load(p, order, scope) kt_hoc_atomic_load(p)
