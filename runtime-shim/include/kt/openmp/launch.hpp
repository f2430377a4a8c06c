// kt/openmp/launch.hpp: host launches of OpenMP kernel-mode kernels (RangePolicy launches,
// reduction buffers and results) and the team launch shape (vector length, Kokkos::AUTO team
// size).
#pragma once
#include "block.hpp"

#include <algorithm>
#include <cstdint>

// Block size of RangePolicy reduction kernels.
constexpr int kt_range_block = 256;
// Block size of RangePolicy parallel_for kernels (what native Kokkos' CUDA backend picks for a
// kernel of up to 32 registers), launched one index per thread.
constexpr int kt_range_for_block = 128;

// A RangePolicy parallel_for kernel over [begin, end): kernel(args..., begin, end, grid, 128),
// ceil(n / 128) blocks, one index per thread (the kernel still grid-strides past 2^31 - 1
// blocks); nothing to do for an empty range. On an H200 1.057x faster on axpy than a grid of 32
// blocks of 256 threads per SM with a 64-bit loop state (docs/PERFORMANCE.md).
template <class... P, class... A>
void kt_launch_range(void (*kernel)(P...), std::int64_t begin, std::int64_t end, const A &...args) {
  if (end <= begin) return;
  const std::int64_t g = (end - begin + kt_range_for_block - 1) / kt_range_for_block;
  kernel(args..., begin, end, int(g < 0x7fffffff ? g : 0x7fffffff), kt_range_for_block);
}

// Device buffers of a reduction over `blocks` blocks: one partial per block, the last-block
// ticket and the total (cached; freed by kt::finalize()).
template <class T> struct kt_reduce_out {
  T *partials;
  unsigned *counter;
  T *result;
};
template <class T> kt_reduce_out<T> kt_reduce_buffers(size_t blocks) {
  return {static_cast<T *>(kt::openmp::reduce_buffer(blocks * sizeof(T))), kt::openmp::reduce_counter(),
          static_cast<T *>(kt::openmp::result_buffer(sizeof(T)))};
}

// The total a reduction kernel left in out, copied to the host.
template <class T> T kt_reduce_result(const kt_reduce_out<T> &out) {
  T v;
  kt::openmp::copy_to_host(&v, out.result, sizeof(T));
  return v;
}

// A RangePolicy reduction over [begin, end): kernel(args..., begin, end, grid, 256, partials,
// counter, result); returns the total (the identity for an empty range: one block runs).
template <class T, class... P, class... A>
T kt_reduce_range(void (*kernel)(P...), std::int64_t begin, std::int64_t end, const A &...args) {
  const int grid = kt::openmp::grid_for(end - begin, kt_range_block);
  const kt_reduce_out<T> out = kt_reduce_buffers<T>(grid);
  kernel(args..., begin, end, grid, kt_range_block, out.partials, out.counter, out.result);
  return kt_reduce_result(out);
}

// MDRangePolicy grid: blocks of bx x by x bz threads over extents nx, ny, nz (x fastest), at most
// 65535 blocks along y and z and 2^31 - 1 in all (the kernels grid-stride). For a reduction (one
// partial per block), at most max_blocks() in all.
inline kt_dim3 kt_tile_grid(int bx, int by, int bz, std::int64_t nx, std::int64_t ny, std::int64_t nz, bool reduce) {
  kt_dim3 g;
  g.y = (int)kt::openmp::blocks_for(ny, by, 65535);
  g.z = (int)kt::openmp::blocks_for(nz, bz, 65535);
  g.x = (int)kt::openmp::blocks_for(nx, bx, 2147483647 / ((int64_t)g.y * g.z));
  if (reduce) {
    const int cap = kt::openmp::max_blocks();
    g.z = std::min(g.z, cap);
    g.y = std::min(g.y, std::max(1, cap / g.z));
    g.x = std::min(g.x, std::max(1, cap / (g.y * g.z)));
  }
  return g;
}

// An MDRangePolicy kernel: kernel(args..., bx, by, bz, gx, gy, gz), the grid from kt_tile_grid.
template <class... P, class... A>
void kt_launch_tiles(void (*kernel)(P...), int bx, int by, int bz, std::int64_t nx, std::int64_t ny, std::int64_t nz,
                     const A &...args) {
  const kt_dim3 g = kt_tile_grid(bx, by, bz, nx, ny, nz, false);
  kernel(args..., bx, by, bz, g.x, g.y, g.z);
}

// An MDRangePolicy reduction: kernel(args..., bx, by, bz, gx, gy, gz, partials, counter,
// result); returns the total.
template <class T, class... P, class... A>
T kt_reduce_tiles(void (*kernel)(P...), int bx, int by, int bz, std::int64_t nx, std::int64_t ny, std::int64_t nz,
                  const A &...args) {
  const kt_dim3 g = kt_tile_grid(bx, by, bz, nx, ny, nz, true);
  const kt_reduce_out<T> out = kt_reduce_buffers<T>((int64_t)g.x * g.y * g.z);
  kernel(args..., bx, by, bz, g.x, g.y, g.z, out.partials, out.counter, out.result);
  return kt_reduce_result(out);
}

// A TeamPolicy kernel without scratch: one team per block, kernel(args..., league, grid, vl, ts),
// the grid the league (the kernel's league loop covers the rest); nothing to do for an empty
// league.
template <class... P, class... A>
void kt_launch_team(void (*kernel)(P...), int league, int vl, int ts, const A &...args) {
  if (league > 0) kernel(args..., league, league, vl, ts);
}

// A TeamPolicy reduction without scratch: kernel(args..., league, grid, vl, ts, partials,
// counter, result), at most 16384 teams (blocks); returns the total.
template <class T, class... P, class... A>
T kt_reduce_team(void (*kernel)(P...), int league, int vl, int ts, const A &...args) {
  const int grid = league < 1 ? 1 : (league < 16384 ? league : 16384);
  const kt_reduce_out<T> out = kt_reduce_buffers<T>(grid);
  kernel(args..., league, grid, vl, ts, out.partials, out.counter, out.result);
  return kt_reduce_result(out);
}

// Launch-shape helpers (host).
// Kokkos clamps vector_length to a power of two no larger than the warp.
static inline int kt_vector_length(int requested) {
  int v = 1;
  while (v * 2 <= requested && v * 2 <= 32) v *= 2;
  return v;
}
// Team size for Kokkos::AUTO: 256 threads per block (no occupancy query in OpenMP), halved
// while the team's level-0 scratch and collectives' space exceed the dynamic shared memory.
static inline int kt_auto_team_size(int vector_length, size_t shmem_team, size_t shmem_thread, int slot) {
  int team = 256 / vector_length > 0 ? 256 / vector_length : 1;
  while (team > 1 && shmem_team + (size_t)team * shmem_thread +
                             (slot ? kt_collective_bytes(team * vector_length, slot) : 0) >
                         kt::openmp::max_shared_bytes)
    team /= 2;
  return team;
}
