// kt/core/tile_scan.hpp: the tile loop of a parallel_scan nested in a team kernel, shared by
// the CUDA/HIP (kt/gpu/team_scan.hpp) and OpenMP kernel-mode (kt/openmp/team_scan.hpp) scans.
//
// Indices [begin, end) go in tiles of `step`, this thread (lane) taking index t + pos of each.
// The body f(i, acc, final) runs twice per index: from the identity with final = false to get
// the index's contribution, then from the index's exclusive prefix with final = true. `xscan(v,
// tile)` is the target's exclusive scan across the tile (every thread or lane of the level
// calls it); it returns this index's prefix within the tile and sets `tile` to the tile's total.
// Returns the total of the range to every caller.
#pragma once
#include "config.hpp"

template <class Op, class I, class F, class X>
KT_DEVICE inline typename Op::value_type kt_tile_scan(const I begin, const I end, const I step,
                                                      const I pos, F &f, X xscan) {
  using T = typename Op::value_type;
  T prefix;
  Op::init(prefix);
  for (I t = begin; t < end; t += step) {
    const I i = t + pos;
    T v;
    Op::init(v);
    if (i < end) f(i, v, false);
    T tile;
    T x = xscan(v, tile);
    T p = prefix;
    Op::join(p, x);
    if (i < end) f(i, p, true);
    Op::join(prefix, tile);
  }
  return prefix;
}
