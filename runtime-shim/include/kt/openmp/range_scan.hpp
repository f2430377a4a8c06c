// kt/openmp/range_scan.hpp: the RangePolicy parallel_scan of OpenMP kernel-mode kernels, two
// launches of one kernel over the same block chunks. Generated code includes it only for a
// RangePolicy scan.
//
// Block b of the grid takes the contiguous chunk [begin + b chunk, begin + (b + 1) chunk):
//   pass 1 (final_pass = false): the body with final = false over the chunk (a thread per
//     index, striding by the block), then the block's total into partials[b];
//   pass 2 (final_pass = true): the block's prefix from the partials before it, then tiles of
//     one index per thread: the body with final = false, a block-wide exclusive scan, the
//     body with final = true from the index's prefix. The last block stores the total.
// Fixed trees and a fixed tile order: the same bits on every run.
#pragma once
#include "launch.hpp"
#include "reduce.hpp"
#include "scan.hpp"

// A RangePolicy scan kernel's arguments: the range, the chunk of a block, one partial per
// block, the total, the launch shape and the pass (kt_launch_scan fills them).
template <class T> struct kt_scan_args {
  std::int64_t begin, end, chunk;
  T *partials, *total;
  int grid, block;
  bool final_pass;
};

// One pass of the scan (see above) by the block b; body(i, acc, final) runs the user's body
// for index i (int64_t) with the accumulator acc (T &). Every thread of the block calls it.
template <class Op, class T, class Body>
static void kt_range_scan(const kt_block_info &b, const kt_scan_args<T> &a, const Body &body) {
  const int bid = ompx::block_id(ompx::dim_x), nblocks = ompx::grid_dim(ompx::dim_x);
  const std::int64_t b0 = a.begin + bid * a.chunk;
  const std::int64_t b1 = b0 + a.chunk < a.end ? b0 + a.chunk : a.end;
  if (!a.final_pass) {
    T acc;
    Op::init(acc);
    for (std::int64_t i = b0 + b.t.x; i < b1; i += b.n) body(i, acc, false);
    acc = kt_block_reduce<Op>(b, acc);
    if (b.tid == 0) a.partials[bid] = acc;
    return;
  }
  T prefix;
  Op::init(prefix);
  for (int k = b.t.x; k < bid; k += b.n) Op::join(prefix, a.partials[k]);
  prefix = kt_block_allreduce<Op>(b, prefix);
  for (std::int64_t t = b0; t < b1; t += b.n) {
    const std::int64_t i = t + b.t.x;
    T acc;
    Op::init(acc);
    if (i < b1) body(i, acc, false);
    T tile;
    acc = kt_block_exclusive_scan<Op>(b, acc, tile);
    Op::join(acc, prefix);
    Op::join(prefix, tile);
    if (i < b1) body(i, acc, true);
  }
  if (bid == nblocks - 1 && b.tid == 0) *a.total = prefix;
}

// Host: a RangePolicy scan over [begin, end): min(1024, ceil(n / 256)) blocks of 256 threads,
// kernel(args..., a) with a.final_pass false, then true. Returns the buffers:
// kt_reduce_result(out) is the total.
template <class T, class... P, class... A>
kt_reduce_out<T> kt_launch_scan(void (*kernel)(P...), std::int64_t begin, std::int64_t end, const A &...args) {
  const std::int64_t n = end > begin ? end - begin : 0;
  const std::int64_t blocks = (n + kt_range_block - 1) / kt_range_block;
  const int grid = (int)std::min<std::int64_t>(1024, blocks > 0 ? blocks : 1);
  const kt_reduce_out<T> out = kt_reduce_buffers<T>(grid);
  kt_scan_args<T> a{begin, end, (n + grid - 1) / grid, out.partials, out.result, grid, kt_range_block, false};
  kernel(args..., a);
  a.final_pass = true;
  kernel(args..., a);
  return out;
}
