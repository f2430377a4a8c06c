// kt/gpu/spaces.hpp: the pinned-host and managed memory spaces of the CUDA and HIP targets, one
// source for both, named by the dialect of kt/cuda.hpp or kt/hip.hpp (after kt/core):
//   KT_GPU_PINNED_SPACE, KT_GPU_MANAGED_SPACE   CudaHostPinnedSpace, CudaUVMSpace | HIPHostPinnedSpace, HIPManagedSpace
//   KT_GPU_MALLOC_HOST, KT_GPU_FREE_HOST        MallocHost, FreeHost | HostMalloc, HostFree (after the
//                                               runtime's prefix: cudaMallocHost, hipHostMalloc, ...)
#pragma once
#define KT_GPU_STR_(x) #x
#define KT_GPU_STR(x) KT_GPU_STR_(x)
#define KT_GPU_RT_(Name) KT_GPU_RT(Name)

namespace kt {
// Pinned (page-locked) host memory: a host space whose Views are allocated with cudaMallocHost
// or hipHostMalloc.
struct KT_GPU_PINNED_SPACE : HostSpace {
  using memory_space = KT_GPU_PINNED_SPACE;
  using device_type = KT_GPU_PINNED_SPACE;
  static constexpr const char* name() { return KT_GPU_STR(KT_GPU_PINNED_SPACE); }
  static void* impl_allocate(std::size_t n) {
    void* p = nullptr;
    KT_GPU_CHECK(KT_GPU_MALLOC_HOST, (&p, n));
    return p;
  }
  static void impl_deallocate(void* p) { (void)KT_GPU_RT_(KT_GPU_FREE_HOST)(p); }
};
using SharedHostPinnedSpace = KT_GPU_PINNED_SPACE;
// Managed (unified) memory: a device space whose Views come from cudaMallocManaged or
// hipMallocManaged, so the host may read and write them too (after a fence, as in Kokkos).
struct KT_GPU_MANAGED_SPACE : DeviceSpace {
  using memory_space = KT_GPU_MANAGED_SPACE;
  using device_type = KT_GPU_MANAGED_SPACE;
  static constexpr bool impl_managed = true;
  static constexpr const char* name() { return KT_GPU_STR(KT_GPU_MANAGED_SPACE); }
  static void* impl_allocate(std::size_t n) {
    void* p = nullptr;
    KT_GPU_CHECK(MallocManaged, (&p, n));
    return p;
  }
  static void impl_deallocate(void* p) { (void)KT_GPU_RT(Free)(p); }
};
using SharedSpace = KT_GPU_MANAGED_SPACE;
}  // namespace kt
