// kt/core/device_buffer.hpp: the device buffers a backend keeps between launches (reduction
// partials and results, scratch pools), shared by kt/gpu/runtime.hpp (CUDA and HIP),
// kt/openmp.hpp and kt/openacc.hpp. A buffer grows in 256-byte steps and is never shrunk; its
// contents are undefined after a grow. Mem is the backend's allocator:
//   static void* alloc(std::size_t n);  // stops the program when it fails
//   static void free(void* p);          // p not null
//   static void release(void* p);       // p not null; at kt::finalize() (may skip the check)
#pragma once
#include <cstddef>

namespace kt { namespace impl {

template <class Mem> struct DeviceBuffer {
  void* ptr = nullptr;
  std::size_t bytes = 0;
  void* grow(std::size_t n) {
    if (n > bytes) {
      if (ptr) Mem::free(ptr);
      n = (n + 255) / 256 * 256;
      ptr = Mem::alloc(n);
      bytes = n;
    }
    return ptr;
  }
  void release() {
    if (ptr) Mem::release(ptr);
    ptr = nullptr;
    bytes = 0;
  }
};

// The buffers of a backend with a last-block combine (CUDA, HIP, OpenMP): partials, the
// result, the scratch pool and the combine's counter.
template <class Mem> struct DeviceCaches {
  DeviceBuffer<Mem> reduce, result, scratch;
  unsigned int* counter = nullptr;
  void release() {
    reduce.release();
    result.release();
    scratch.release();
    if (counter) Mem::release(counter);
    counter = nullptr;
  }
};

}}  // namespace kt::impl
