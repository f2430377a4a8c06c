// kt/hip.hpp: the HIP target of the kokkos-translate runtime shim. Generated HIP code includes
// only this header. Contract: runtime-shim/API.md. Every HIP runtime call is checked.
// Device memory is hipMalloc'd; copies are hipMemcpy; level-0 team scratch is LDS (dynamic
// shared memory, up to 64 KB per workgroup on AMD GPUs). The runtime is kt/gpu/runtime.hpp,
// shared with kt/cuda.hpp; this header spells it for HIP and adds what only HIP has.
#pragma once
#include <hip/hip_runtime.h>
#define KT_MDRANGE_DEVICE_DIRECTION Left  // Kokkos 4.6 default_inner/outer_direction
#define KT_VECTOR_LENGTH_MAX 64  // TeamPolicy::vector_length_max(): the wavefront, as Kokkos 4.6
#define KT_MDRANGE_DEVICE_TILES 16, 4, 1024  // and get_tile_size_properties
#include "core/config.hpp"

#define KT_GPU_HIP 1  // picks the warp primitives of kt/gpu/*.hpp (kt/gpu/dialect.hpp)

// The backend macros real Kokkos 4.x defines for this target (the translator parsed the input
// with the same set, so `#ifdef KOKKOS_ENABLE_...` picks the same branch here; the host
// backend beside it, KOKKOS_ENABLE_SERIAL, comes from core/config.hpp).
#ifndef KOKKOS_ENABLE_HIP
#define KOKKOS_ENABLE_HIP
#endif

// ---- the dialect of kt/gpu/runtime.hpp and kt/gpu/spaces.hpp ----
#define KT_GPU_NS hip
#define KT_GPU_RT(Name) hip##Name
#define KT_GPU_RT_PREFIX "hip"
#define KT_GPU_DEVICE_PROP hipDeviceProp_t
#define KT_GPU_POINTER_ATTRIBUTES hipPointerAttribute_t
#define KT_GPU_IS_DEVICE_MEMORY(a) ((a).memoryType == hipMemoryTypeDevice || (a).isManaged)
#define KT_GPU_ERROR_UNLOADING hipErrorDeinitialized
#define KT_GPU_RELEASE(Name, args) KT_GPU_CHECK(Name, args)
#define KT_GPU_ERROR_NAME "HIP"
#define KT_GPU_BACKEND_NAME "HIP"
#define KT_GPU_FOR_BLOCKS_PER_SM 32  // CUDA's 128 per SM is unmeasured on AMD hardware
#define KT_GPU_REDUCE_BLOCKS_PER_SM 32
#define KT_GPU_DEV_MEMCPY __builtin_memcpy
#define KT_GPU_ATOMIC_MINMAX_LL 0
#define KT_GPU_PINNED_SPACE HIPHostPinnedSpace
#define KT_GPU_MANAGED_SPACE HIPManagedSpace
#define KT_GPU_MALLOC_HOST HostMalloc
#define KT_GPU_FREE_HOST HostFree
#include "gpu/runtime.hpp"

namespace kt { namespace hip {
// The device's wavefront size: 64 on CDNA (gfx90a, gfx942), 32 on RDNA and NVIDIA. Host code
// must ask the device: the host compiler pass does not know which GPU the code will run on.
inline int warp_size() { return device_props().warpSize; }

// The block size (a multiple of the wavefront, at most `limit` and the kernel's own limit) with
// the most resident threads per compute unit, given the dynamic shared memory each block size
// needs (`shmem(block)`); the largest such size on ties. As cudaOccupancyMaxPotentialBlockSize-
// VariableSMem, which HIP lacks.
template <class Kernel, class ShmemOf>
int occupancy_block_size(Kernel* kernel, ShmemOf shmem, int limit) {
  hipFuncAttributes attr;
  KT_CHECK(hipFuncGetAttributes(&attr, reinterpret_cast<const void*>(kernel)));
  const hipDeviceProp_t& p = device_props();
  int max_block = limit < p.maxThreadsPerBlock ? limit : p.maxThreadsPerBlock;
  if (attr.maxThreadsPerBlock > 0 && attr.maxThreadsPerBlock < max_block) max_block = attr.maxThreadsPerBlock;
  const int wave = p.warpSize;
  int best = wave, best_threads = -1;
  for (int b = (max_block + wave - 1) / wave * wave; b > 0; b -= wave) {
    const int block = b < max_block ? b : max_block;
    const std::size_t bytes = shmem(block);
    if (bytes > p.sharedMemPerBlock) continue;
    int blocks = 0;
    KT_CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, reinterpret_cast<const void*>(kernel), block, bytes));
    if (blocks * block > best_threads) { best = block; best_threads = blocks * block; }
  }
  return best;
}

// Level-0 scratch is LDS: up to 64 KB per workgroup on AMD GPUs (the device's
// sharedMemPerBlock). Stops with a message when a launch needs more than the device has; on
// devices that need an opt-in above the default (NVIDIA, > 48 KB) it opts the kernel in.
template <class Kernel> void set_max_dynamic_shared(Kernel* kernel, std::size_t bytes) {
  const hipDeviceProp_t& p = device_props();
  if (bytes <= p.sharedMemPerBlock) return;
  if (bytes > p.maxSharedMemoryPerMultiProcessor) {
    std::fprintf(stderr, "kt: level-0 scratch of %zu bytes exceeds the %zu bytes of LDS per workgroup of %s\n",
                 bytes, std::size_t(p.sharedMemPerBlock), p.name);
    std::exit(1);
  }
  KT_CHECK(hipFuncSetAttribute(reinterpret_cast<const void*>(kernel), hipFuncAttributeMaxDynamicSharedMemorySize,
                               int(bytes)));
}
}}  // namespace kt::hip

namespace kt { namespace backend {
inline void print_configuration(std::ostream& os) {
  const hipDeviceProp_t& p = hip::device_props();
  os << "  device: " << p.name << ", " << p.multiProcessorCount << " compute units, wavefront " << p.warpSize
     << "\n";
}
}}  // namespace kt::backend

#include "core/core.hpp"
#include "gpu/spaces.hpp"
#include "gpu/launch.hpp"  // kernel launches and reduction results: every translation uses them
#include "gpu/shuffle.hpp"

namespace kt {
using HIP = DeviceExecSpace;
using HIPSpace = DeviceSpace;
}  // namespace kt
