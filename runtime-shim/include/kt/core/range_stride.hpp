// kt/core/range_stride.hpp: the 32-bit loop state of a RangePolicy kernel's grid-stride loop for
// an index type of at most 32 bits, shared by the CUDA/HIP (kt/gpu/launch.hpp, kt_grid_stride)
// and OpenMP kernel-mode (kt/openmp/block.hpp, kt_range_stride) loops.
//
// As native Kokkos' CUDA RangePolicy loop (its default index type is the unsigned int
// Cuda::size_type; Kokkos_Cuda_Parallel_Range.hpp): the offset j from first, and T(first + j)
// in 32-bit arithmetic, which is T(first + j) for a T of at most 32 bits. The step saturates at
// n (j < n - step ? j + step : n, as Kokkos), so j never wraps. A T of at most 32 bits cannot
// tell 2^32 or more indices apart: such a range traps on the device.
#pragma once
#include "config.hpp"

#include <cstdint>

template <class T> struct kt_narrow_stride_iterator {
  unsigned j, step, n, first;
  KT_INLINE T operator*() const { return (T)(first + j); }
  KT_INLINE kt_narrow_stride_iterator &operator++() {
    j = j < n - step ? j + step : n;
    return *this;
  }
  KT_INLINE bool operator!=(const kt_narrow_stride_iterator &end) const { return j < end.j; }
};

// The iterators of [first, last) for the thread at offset j with the grid's step (64-bit, as the
// target computes them from its block and thread numbers).
template <class T>
KT_INLINE kt_narrow_stride_iterator<T> kt_narrow_begin(std::int64_t first, std::int64_t last,
                                                       std::uint64_t j, std::uint64_t step) {
  const std::int64_t n = last > first ? last - first : 0;
#if defined(__CUDA_ARCH__)
  if (n > 0xffffffffLL) __trap();
#elif defined(__HIP_DEVICE_COMPILE__) || defined(__NVPTX__) || defined(__AMDGCN__)
  if (n > 0xffffffffLL) __builtin_trap();
#endif
  const unsigned un = unsigned(n);
  return {j < un ? unsigned(j) : un, step < un ? unsigned(step) : un, un, unsigned(first)};
}
template <class T>
KT_INLINE kt_narrow_stride_iterator<T> kt_narrow_end(std::int64_t first, std::int64_t last) {
  return {unsigned(last > first ? last - first : 0), 0, 0, 0};
}
