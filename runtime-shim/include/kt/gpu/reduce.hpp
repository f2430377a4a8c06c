// kt/gpu/reduce.hpp: deterministic reduction trees of the CUDA and HIP kernels: warp, block,
// team (TeamThreadRange), vector (ThreadVectorRange) and the grid combine of parallel_reduce.
// Op is the reduction op the translator writes (static init / join on Op::value_type).
// Include guard, not #pragma once: tests/gpu/wavefront_sim_test.cpp includes it once per simulated
// wavefront size.
#ifndef KT_GPU_REDUCE_HPP
#define KT_GPU_REDUCE_HPP
#include "lanes.hpp"

// Tree over the first `active` lanes of a warp: shuffle down by KT_WARP_SIZE / 2, ..., 2, 1.
// Lane 0 ends with the result. A fixed tree, so the result has the same bits on every run.
// Every lane in `mask` calls it (and only those).
template <class Op, class T>
__device__ __forceinline__ T kt_warp_reduce(T v, int lane, int active, kt_lanemask_t mask) {
  for (int o = KT_WARP_SIZE / 2; o > 0; o >>= 1) {
    T u = kt_shfl_down(v, o, KT_WARP_SIZE, mask);
    if (lane + o < active) Op::join(v, u);
  }
  return v;
}

// Whole-block reduction: warp trees, then one warp over the per-warp results (shared memory:
// 32 slots, enough for 1024 threads in warps of 32 or 64). Every thread of the block must call
// it; thread 0 gets the result.
template <class Op, class T> __device__ T kt_block_reduce(T v) {
  __shared__ __align__(16) unsigned char kt_raw[32 * sizeof(T)];
  T *part = reinterpret_cast<T *>(kt_raw);
  const int tid = kt_tid(), n = kt_nthreads();
  const int lane = tid % KT_WARP_SIZE, warp = tid / KT_WARP_SIZE;
  const int nwarps = (n + KT_WARP_SIZE - 1) / KT_WARP_SIZE;
  const int active = min(KT_WARP_SIZE, n - warp * KT_WARP_SIZE);
  v = kt_warp_reduce<Op>(v, lane, active, kt_first_lanes(active));
  __syncthreads(); // part[] may still be read by an earlier call
  if (lane == 0) part[warp] = v;
  __syncthreads();
  if (warp == 0) { // every lane of warp 0 shuffles; the first nwarps hold the partials
    if (lane < nwarps) v = part[lane];
    v = kt_warp_reduce<Op>(v, lane, nwarps, kt_first_lanes(min(KT_WARP_SIZE, n)));
  }
  return v;
}

// Block reduction whose result every thread receives.
template <class Op, class T> __device__ T kt_block_allreduce(T v) {
  __shared__ __align__(16) unsigned char kt_raw[sizeof(T)];
  v = kt_block_reduce<Op>(v);
  if (kt_tid() == 0) *reinterpret_cast<T *>(kt_raw) = v;
  __syncthreads();
  return *reinterpret_cast<T *>(kt_raw);
}

// TeamThreadRange reduction: the vector lanes of a team thread hold copies of one value, so
// only lane 0 of each thread contributes; every thread and lane receives the result.
template <class Op, class T> __device__ T kt_team_reduce(T v) {
  if (threadIdx.x != 0) Op::init(v);
  return kt_block_allreduce<Op>(v);
}

// ThreadVectorRange reduction over the blockDim.x lanes of one thread: a shuffle-down tree,
// then lane 0's value to every lane (not a butterfly, so every lane gets the same bits).
template <class Op, class T> __device__ T kt_vector_reduce(T v) {
  const int vl = blockDim.x;
  if (vl == 1) return v;
  const kt_lanemask_t mask = kt_vector_mask();
  for (int o = vl / 2; o > 0; o >>= 1) {
    T u = kt_shfl_down(v, o, vl, mask);
    if ((int)threadIdx.x + o < vl) Op::join(v, u);
  }
  return kt_shfl(v, 0, vl, mask);
}

// The same for a vector length VL known at compile time: an unrolled tree with a constant mask.
template <int VL, class Op, class T> __device__ __forceinline__ T kt_vector_reduce_c(T v) {
  if (VL == 1) return v;
  const kt_lanemask_t mask = kt_vector_mask_c<VL>();
#pragma unroll
  for (int o = VL / 2; o > 0; o >>= 1) {
    T u = kt_shfl_down(v, o, VL, mask);
    if ((int)threadIdx.x + o < VL) Op::join(v, u);
  }
  return kt_shfl(v, 0, VL, mask);
}

// Deterministic grid combine. Thread 0 of each block stores its block's value; the last block
// to arrive (atomic ticket, which wraps back to 0 for the next launch) folds all partials in
// block order with a fixed tree. Returns true in the last block, where thread 0 holds the total.
template <class Op, class T> __device__ bool kt_grid_reduce(T &v, T *partials, unsigned *counter) {
  __shared__ bool kt_last;
  const unsigned nblocks = gridDim.x * gridDim.y * gridDim.z;
  const unsigned bid = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  const int tid = kt_tid(), n = kt_nthreads();
  if (tid == 0) {
    partials[bid] = v;
    __threadfence();
    kt_last = atomicInc(counter, nblocks - 1) == nblocks - 1;
  }
  __syncthreads();
  if (!kt_last) return false;
  __threadfence();
  T acc;
  Op::init(acc);
  for (unsigned b = tid; b < nblocks; b += n) Op::join(acc, kt_load_cg(partials + b));
  v = kt_block_reduce<Op>(acc);
  return true;
}
// Op's identity: the value a reduction's accumulator starts from.
template <class Op> __device__ typename Op::value_type kt_identity() {
  typename Op::value_type v;
  Op::init(v);
  return v;
}

// Where a reduction kernel leaves its result (device memory): one partial per block, the
// last-block ticket and the total. kt_reduce_buffers (kt/gpu/launch.hpp) makes one.
template <class T> struct kt_reduce_out {
  T *partials;
  unsigned *counter;
  T *result;
};

// The end of a reduction kernel: block combine, grid combine, and thread 0 of the last block
// stores the total (kt_reduce_store_final: after the functor's final()).
template <class Op, class T> __device__ void kt_reduce_store(T acc, const kt_reduce_out<T> &out) {
  acc = kt_block_reduce<Op>(acc);
  if (kt_grid_reduce<Op>(acc, out.partials, out.counter) && kt_tid() == 0) *out.result = acc;
}
template <class Op, class T> __device__ void kt_reduce_store_final(T acc, const kt_reduce_out<T> &out) {
  acc = kt_block_reduce<Op>(acc);
  if (kt_grid_reduce<Op>(acc, out.partials, out.counter) && kt_tid() == 0) {
    Op::final(acc);
    *out.result = acc;
  }
}
#endif // KT_GPU_REDUCE_HPP
