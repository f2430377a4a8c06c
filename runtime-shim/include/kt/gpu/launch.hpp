// kt/gpu/launch.hpp: launches of the CUDA and HIP kernels: the grid-stride loop of RangePolicy
// kernels, checked launches, reduction buffers and results, and the team launch shape (vector
// length, Kokkos::AUTO team size).
#pragma once
#include "dialect.hpp"
#include "reduce.hpp"
#include "../core/range_stride.hpp"

#include <algorithm>
#include <cstdint>
#include <type_traits>

#if defined(KT_GPU_HIP)
namespace kt { namespace gpu_rt = hip; }
#else
namespace kt { namespace gpu_rt = cuda; }
#endif

// The indices of [first, last) that this thread visits in a grid-stride loop along grid
// dimension D (0: x, 1: y, 2: z), as T:
//   for (const int i : kt_grid_stride<int>(kt_begin, kt_end)) { ... }
// 64-bit loop state; for an integral T of at most 32 bits along x, 32-bit state where
// KT_GPU_RANGE_INDEX32 is 1 (the specialisation below).
#ifndef KT_GPU_RANGE_INDEX32
#define KT_GPU_RANGE_INDEX32 0
#endif
template <class T, int D = 0,
          bool Narrow = KT_GPU_RANGE_INDEX32 && D == 0 && std::is_integral<T>::value && sizeof(T) <= 4>
struct kt_grid_stride {
  struct iterator {
    std::int64_t i, step;
    __device__ T operator*() const { return (T)i; }
    __device__ iterator &operator++() {
      i += step;
      return *this;
    }
    __device__ bool operator!=(const iterator &end) const { return i < end.i; }
  };
  std::int64_t first, last;
  __device__ kt_grid_stride(std::int64_t first, std::int64_t last) : first(first), last(last) {}
  __device__ iterator begin() const {
    const std::int64_t block = D == 0 ? blockIdx.x : (D == 1 ? blockIdx.y : blockIdx.z);
    const std::int64_t size = D == 0 ? blockDim.x : (D == 1 ? blockDim.y : blockDim.z);
    const std::int64_t thread = D == 0 ? threadIdx.x : (D == 1 ? threadIdx.y : threadIdx.z);
    const std::int64_t blocks = D == 0 ? gridDim.x : (D == 1 ? gridDim.y : gridDim.z);
    return {first + block * size + thread, size * blocks};
  }
  __device__ iterator end() const { return {last, 0}; }
};

// 32-bit state (kt/core/range_stride.hpp).
template <class T> struct kt_grid_stride<T, 0, true> {
  using iterator = kt_narrow_stride_iterator<T>;
  std::int64_t first, last;
  __device__ kt_grid_stride(std::int64_t first, std::int64_t last) : first(first), last(last) {}
  __device__ iterator begin() const {
    return kt_narrow_begin<T>(first, last, std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x,
                              std::uint64_t(blockDim.x) * gridDim.x);
  }
  __device__ iterator end() const { return kt_narrow_end<T>(first, last); }
};

// The same with 32-bit state, for MDRange kernels whose bounds the translator proved to lie in
// [0, 2^31) (Policy::bounds32): half the registers of the 64-bit loop state. The step is capped
// at 2^31 (a larger one ends the loop after its first index either way), so i + step < 2^32
// never wraps.
template <class T, int D = 0> struct kt_grid_stride32 {
  struct iterator {
    unsigned i, step;
    __device__ T operator*() const { return (T)i; }
    __device__ iterator &operator++() {
      i += step;
      return *this;
    }
    __device__ bool operator!=(const iterator &end) const { return i < end.i; }
  };
  unsigned last;
  std::int64_t first;
  __device__ kt_grid_stride32(std::int64_t first, std::int64_t last)
      : last(unsigned(last > first ? last : first)), first(first) {}
  __device__ iterator begin() const {
    const std::int64_t block = D == 0 ? blockIdx.x : (D == 1 ? blockIdx.y : blockIdx.z);
    const std::int64_t size = D == 0 ? blockDim.x : (D == 1 ? blockDim.y : blockDim.z);
    const std::int64_t thread = D == 0 ? threadIdx.x : (D == 1 ? threadIdx.y : threadIdx.z);
    const std::int64_t blocks = D == 0 ? gridDim.x : (D == 1 ? gridDim.y : gridDim.z);
    const std::int64_t i = first + block * size + thread, step = size * blocks;
    return {i < last ? unsigned(i) : last, step < (1LL << 31) ? unsigned(step) : (1u << 31)};
  }
  __device__ iterator end() const { return {last, 0}; }
};

// kernel<<<grid, block, shmem>>>(args...), then a check that it launched (errors name the kernel).
template <class... P, class... A>
void kt_launch(const char *name, void (*kernel)(P...), dim3 grid, dim3 block, size_t shmem, const A &...args) {
  kernel<<<grid, block, shmem>>>(args...);
  kt::gpu_rt::impl::check_launch(name, __FILE__, __LINE__);
}

// Block size of RangePolicy reductions and scans (the translator's kGpuRangeBlock, their
// __launch_bounds__ on HIP).
constexpr int kt_range_block = 256;

// Block size of a RangePolicy parallel_for (no __launch_bounds__: any block size is correct).
#ifndef KT_GPU_RANGE_FOR_BLOCK
#define KT_GPU_RANGE_FOR_BLOCK 256
#endif
constexpr int kt_range_for_block = KT_GPU_RANGE_FOR_BLOCK;

// A RangePolicy kernel over [begin, end): kernel<<<grid, KT_GPU_RANGE_FOR_BLOCK>>>(args..., begin,
// end), grid = kt::gpu_rt::grid_for (capped at KT_GPU_FOR_BLOCKS_PER_SM blocks per SM, or
// uncapped, the kernel grid-strides); nothing to do for an empty range.
template <class... P, class... A>
void kt_launch_range(const char *name, void (*kernel)(P...), std::int64_t begin, std::int64_t end, const A &...args) {
  if (end <= begin) return;
  kt_launch(name, kernel, kt::gpu_rt::grid_for(end - begin, kt_range_for_block), kt_range_for_block, 0, args..., begin,
            end);
}

// MDRangePolicy grid: blocks of `block` threads over extents nx, ny, nz (x fastest), at most
// 2^31 - 1 blocks along x and 65535 along y and z (the kernels grid-stride). For a reduction
// (one partial per block), at most 32 blocks per SM in all.
inline dim3 kt_tile_grid(dim3 block, std::int64_t nx, std::int64_t ny, std::int64_t nz, bool reduce) {
  dim3 grid(kt::gpu_rt::blocks_for(nx, block.x, 2147483647), kt::gpu_rt::blocks_for(ny, block.y, 65535),
            kt::gpu_rt::blocks_for(nz, block.z, 65535));
  if (reduce) {
    const unsigned cap = 32u * kt::gpu_rt::device_props().multiProcessorCount;
    grid.z = std::min(grid.z, cap);
    grid.y = std::min(grid.y, std::max(1u, cap / grid.z));
    grid.x = std::min(grid.x, std::max(1u, cap / (grid.y * grid.z)));
  }
  return grid;
}

// Device buffers of a reduction over `blocks` blocks (cached; freed by kt::finalize()).
template <class T> kt_reduce_out<T> kt_reduce_buffers(size_t blocks) {
  return {static_cast<T *>(kt::gpu_rt::reduce_buffer(blocks * sizeof(T))), kt::gpu_rt::reduce_counter(),
          static_cast<T *>(kt::gpu_rt::result_buffer(sizeof(T)))};
}

// The total a reduction kernel left in out, copied to the host.
template <class T> T kt_reduce_result(const kt_reduce_out<T> &out) {
  T v;
  kt::backend::memcpy_d2h(&v, out.result, sizeof(T));
  return v;
}

// A RangePolicy reduction over [begin, end): kernel<<<grid, 256>>>(args..., begin, end, out);
// returns the total (the identity for an empty range: one block runs).
template <class T, class... P, class... A>
T kt_reduce_range(const char *name, void (*kernel)(P...), std::int64_t begin, std::int64_t end, const A &...args) {
  const int grid = kt::gpu_rt::reduce_grid_for(end - begin, kt_range_block);
  const kt_reduce_out<T> out = kt_reduce_buffers<T>(grid);
  kt_launch(name, kernel, grid, kt_range_block, 0, args..., begin, end, out);
  return kt_reduce_result(out);
}

// A RangePolicy scan over [begin, end): min(1024, ceil(n / 256)) blocks of 256 threads, block b
// a contiguous chunk; partial<<<grid, 256>>>(args..., begin, end, chunk, partials), then
// final<<<grid, 256>>>(args..., begin, end, chunk, partials, result). Returns the buffers:
// kt_reduce_result(out) is the total.
template <class T, class... P1, class... P2, class... A>
kt_reduce_out<T> kt_launch_scan(const char *partial_name, void (*partial)(P1...), const char *final_name,
                                void (*final)(P2...), std::int64_t begin, std::int64_t end, const A &...args) {
  const std::int64_t n = end > begin ? end - begin : 0;
  const std::int64_t blocks = (n + kt_range_block - 1) / kt_range_block;
  const int grid = (int)std::min<std::int64_t>(1024, blocks > 0 ? blocks : 1);
  const std::int64_t chunk = (n + grid - 1) / grid;
  const kt_reduce_out<T> out = kt_reduce_buffers<T>(grid);
  kt_launch(partial_name, partial, grid, kt_range_block, 0, args..., begin, end, chunk, out.partials);
  kt_launch(final_name, final, grid, kt_range_block, 0, args..., begin, end, chunk, out.partials, out.result);
  return out;
}

// Dynamic shared memory of a block of b threads: the occupancy calculators' callback. A named
// type, not a lambda: nvcc treats a lambda there as constexpr host code (warning #20013).
struct kt_block_shmem {
  int vector_length;
  size_t team, thread;
  __host__ __device__ size_t operator()(int b) const { return team + (size_t)(b / vector_length) * thread; }
};

#if defined(KT_GPU_HIP)
// Launch-shape helpers (host).
// Kokkos clamps vector_length to a power of two no larger than the device's wavefront (64 on
// CDNA, 32 on RDNA and NVIDIA), asked of the device at run time.
static inline int kt_vector_length(int requested) {
  const int wave = kt::hip::warp_size();
  int v = 1;
  while (v * 2 <= requested && v * 2 <= wave) v *= 2;
  return v;
}
// Team size for Kokkos::AUTO: the block size (whole wavefronts, at most 1024) with the most
// resident threads per compute unit for this kernel and its dynamic shared memory (LDS),
// divided by the vector length; at most 256 threads, as the CUDA target.
template <class Kernel>
static int kt_auto_team_size(Kernel kernel, int vector_length, size_t shmem_team, size_t shmem_thread) {
  const int block = kt::hip::occupancy_block_size(
      kernel, kt_block_shmem{vector_length, shmem_team, shmem_thread}, 1024);
  const int team = block / vector_length;
  return team < 1 ? 1 : (team > 256 / vector_length ? (256 / vector_length > 0 ? 256 / vector_length : 1) : team);
}
#else
// Launch-shape helpers (host).
// Kokkos clamps vector_length to a power of two no larger than the warp.
static inline int kt_vector_length(int requested) {
  int v = 1;
  while (v * 2 <= requested && v * 2 <= 32) v *= 2;
  return v;
}
// Team size for Kokkos::AUTO: the occupancy-optimal block size for this kernel and its
// dynamic shared memory, divided by the vector length.
template <class Kernel>
static int kt_auto_team_size(Kernel kernel, int vector_length, size_t shmem_team, size_t shmem_thread) {
  int min_grid = 0, block = 0;
  KT_CHECK(cudaOccupancyMaxPotentialBlockSizeVariableSMem(
      &min_grid, &block, kernel, kt_block_shmem{vector_length, shmem_team, shmem_thread}, 1024));
  const int team = block / vector_length;
  return team < 1 ? 1 : (team > 256 / vector_length ? (256 / vector_length > 0 ? 256 / vector_length : 1) : team);
}
#endif

// A TeamPolicy kernel without scratch: one team per block of (vl, ts) threads,
// kernel<<<league, block>>>(args..., league); nothing to do for an empty league.
template <class... P, class... A>
void kt_launch_team(const char *name, void (*kernel)(P...), int league, int vl, int ts, const A &...args) {
  if (league > 0) kt_launch(name, kernel, league, dim3(vl, ts), 0, args..., league);
}

// A TeamPolicy reduction without scratch: kernel<<<grid, block>>>(args..., league, out), at most
// 16384 teams (blocks; the kernel's league loop covers the rest); returns the total.
template <class T, class... P, class... A>
T kt_reduce_team(const char *name, void (*kernel)(P...), int league, int vl, int ts, const A &...args) {
  const int grid = league < 1 ? 1 : (league < 16384 ? league : 16384);
  const kt_reduce_out<T> out = kt_reduce_buffers<T>(grid);
  kt_launch(name, kernel, grid, dim3(vl, ts), 0, args..., league, out);
  return kt_reduce_result(out);
}

// An MDRangePolicy kernel: kernel<<<kt_tile_grid(block, nx, ny, nz), block>>>(args...).
template <class... P, class... A>
void kt_launch_tiles(const char *name, void (*kernel)(P...), dim3 block, std::int64_t nx, std::int64_t ny,
                     std::int64_t nz, const A &...args) {
  kt_launch(name, kernel, kt_tile_grid(block, nx, ny, nz, false), block, 0, args...);
}

// An MDRangePolicy reduction: kernel<<<grid, block>>>(args..., out); returns the total.
template <class T, class... P, class... A>
T kt_reduce_tiles(const char *name, void (*kernel)(P...), dim3 block, std::int64_t nx, std::int64_t ny,
                  std::int64_t nz, const A &...args) {
  const dim3 grid = kt_tile_grid(block, nx, ny, nz, true);
  const kt_reduce_out<T> out = kt_reduce_buffers<T>((size_t)grid.x * grid.y * grid.z);
  kt_launch(name, kernel, grid, block, 0, args..., out);
  return kt_reduce_result(out);
}
