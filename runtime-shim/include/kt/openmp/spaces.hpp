// kt/openmp/spaces.hpp: the managed and pinned host memory spaces of the OpenMP target (included
// by kt/openmp.hpp after kt/core). Kokkos' OpenMPTarget backend has neither; the bundled API
// header names them SharedSpace and SharedHostPinnedSpace for every target, and a kernel may read
// either (as on CUDA and HIP), so both must be memory the device reaches, not pageable host
// memory: LLVM libomptarget's llvm_omp_target_alloc_shared (cuMemAllocManaged on an NVIDIA
// device) and llvm_omp_target_alloc_host (cuMemAllocHost, page-locked and mapped), on the
// device kernels use (kt::openmp::device()).
#pragma once
#include <cstddef>

extern "C" {
void* llvm_omp_target_alloc_shared(std::size_t, int);
void* llvm_omp_target_alloc_host(std::size_t, int);
void llvm_omp_target_free_shared(void*, int);
void llvm_omp_target_free_host(void*, int);
}

namespace kt {
namespace openmp {
namespace impl {
inline void* checked(void* p, std::size_t n, const char* space) {
  if (!p) {
    std::fprintf(stderr, "kt (OpenMP target): allocation of %zu bytes in %s failed\n", n, space);
    std::exit(1);
  }
  return p;
}
}  // namespace impl
}  // namespace openmp

// Pinned host memory: a host space (LayoutRight, host mirror of itself) that kernels may read.
struct SharedHostPinnedSpace : HostSpace {
  using memory_space = SharedHostPinnedSpace;
  using device_type = SharedHostPinnedSpace;
  static constexpr const char* name() { return "SharedHostPinnedSpace"; }
  static void* impl_allocate(std::size_t n) {
    return openmp::impl::checked(llvm_omp_target_alloc_host(n ? n : 1, openmp::device()), n, name());
  }
  static void impl_deallocate(void* p) {
    openmp::sync();  // a queued kernel may still read it
    llvm_omp_target_free_host(p, openmp::device());
  }
};
// Managed memory: a device space the host may also read and write (after a fence, as in Kokkos).
struct SharedSpace : DeviceSpace {
  using memory_space = SharedSpace;
  using device_type = SharedSpace;
  static constexpr bool impl_managed = true;
  static constexpr const char* name() { return "SharedSpace"; }
  static void* impl_allocate(std::size_t n) {
    return openmp::impl::checked(llvm_omp_target_alloc_shared(n ? n : 1, openmp::device()), n, name());
  }
  static void impl_deallocate(void* p) {
    openmp::sync();  // a queued kernel may still use it
    llvm_omp_target_free_shared(p, openmp::device());
  }
};
}  // namespace kt
