// The OpenMP kernel-mode helper headers (runtime-shim/include/kt/openmp/) and the helpers a
// kernel's lowering calls, from its facts: the policy, the pattern, the reducers and the body's
// ops, as OmpKernels.cpp, OmpLaunch.cpp and OmpBodyOps.cpp print them.
#include "rewriters/openmp/OmpLowering.h"
#include "rewriters/emit/BodyRender.h"

namespace kt {

const std::vector<ShimHeader> &ompShimHeaders() {
  static const std::vector<ShimHeader> T = {
      {"kt/openmp/block.hpp",
       {"KT_WARP_SIZE", "kt_dim3", "kt_block_info", "kt_collective_bytes",
        "kt_checked_collective_bytes", "kt_divmod", "kt_block_set",
        "kt_slot_bytes", "kt_block_linear", "kt_block_1d", "kt_block_team", "kt_block_3d", "kt_grid_1d",
        "kt_grid_3d", "kt_grid_stride", "kt_range_stride", "kt_global_view", "kt_global_views",
        "kt_axis_stride", "kt_axis_stride32", "kt_grid_stride32", "kt_dynamic_shared"},
       {"kt/openmp/lanes.hpp", "kt/openmp/reduce.hpp", "kt/openmp/broadcast.hpp", "kt/openmp/scan.hpp",
        "kt/openmp/team_scan.hpp", "kt/openmp/launch.hpp", "kt/openmp/range_scan.hpp"}},
      {"kt/openmp/lanes.hpp",
       {"kt_syncwarp", "kt_first_lanes", "kt_vector_mask", "kt_shfl_type"},
       {"kt/openmp/reduce.hpp", "kt/openmp/broadcast.hpp", "kt/openmp/team_scan.hpp"}},
      {"kt/openmp/reduce.hpp",
       {"kt_warp_reduce", "kt_shared_tree", "kt_block_reduce", "kt_block_allreduce", "kt_team_reduce",
        "kt_vector_reduce", "kt_load_volatile", "kt_grid_reduce", "kt_reduce_store", "kt_identity",
        "kt_reduce_store_final"},
       {kTargetHeader}},
      {"kt/openmp/broadcast.hpp", {"kt_vector_broadcast", "kt_team_broadcast"}, {"kt/openmp/team_scan.hpp"}},
      {"kt/openmp/scan.hpp", {"kt_block_exclusive_scan"}, {"kt/openmp/team_scan.hpp", "kt/openmp/range_scan.hpp"}},
      {"kt/openmp/team_scan.hpp",
       {"kt_team_scan", "kt_vector_scan", "kt_team_exclusive_scan", "kt_vector_exclusive_scan",
        "kt_team_value_scan"},
       {}},
      {"kt/openmp/launch.hpp",
       {"kt_vector_length", "kt_auto_team_size", "kt_launch_range", "kt_reduce_out",
        "kt_reduce_buffers", "kt_reduce_result", "kt_reduce_range", "kt_tile_grid", "kt_launch_tiles",
        "kt_reduce_tiles", "kt_launch_team", "kt_reduce_team"},
       {kTargetHeader}},
      {"kt/openmp/range_scan.hpp", {"kt_scan_args", "kt_range_scan", "kt_launch_scan"}, {}},
      {"kt/openmp/async.hpp", {"kt::openmp::queue", "kt::openmp::keep", "kt::openmp::kept_t"}, {}},
  };
  return T;
}

namespace {

/// What the ops of B call (ompOpNeeds); every op that needs the thread's block reads kt_b, a
/// kt_block_info, which the kernel or helper declares anyway.
void ompBodyHelpers(const BodyText &B, ShimUse &S) {
  forEachOp(B, [&](const BodyOp &Op) {
    for (const char *N : ompOpNeeds(Op).helpers)
      S.use(N);
  });
}

/// A TeamPolicy launch (OmpLaunch.cpp ompTeamLaunch): the launch helpers size the grid unless the
/// kernel has scratch.
void ompTeamLaunchHelpers(const Kernel &K, bool Red, ShimUse &S) {
  S.use("kt_vector_length");
  if (K.policy.teamSize.empty())
    S.use("kt_auto_team_size");
  if (!K.usesScratch(0) && !K.usesScratch(1))
    S.use(Red ? "kt_reduce_team" : "kt_launch_team");
  else if (Red)
    for (const char *N : {"kt_reduce_out", "kt_reduce_buffers", "kt_reduce_result"})
      S.use(N);
}

} // namespace

void ompShimUses(const Kernel &K, const LoweringOptions &O, ShimUse &S) {
  const bool Red = K.pattern == Pattern::Reduce;
  S.use("kt_block_info"); // every kernel's region: its thread's block, or at least its stride
  if (O.ompAsync) // every region is a nowait task of the chain (OmpKernels.cpp, async_clauses)
    S.use("kt::openmp::queue");
  ompBodyHelpers(K.body, S);
  for (const MemberFunction &M : K.memberFunctions)
    ompBodyHelpers(M.body, S);
  if (Red) { // the accumulator and its store (OmpKernelBuilder::reduceInit, reduceFinish)
    S.use("kt_identity");
    S.use(K.reducers.at(0).kind == ReducerKind::Custom ? "kt_reduce_store_final"
                                                       : "kt_reduce_store");
  }
  switch (K.policy.kind) {
  case PolicyKind::Range:
    if (K.pattern != Pattern::Scan)
      return S.use(Red ? "kt_reduce_range" : "kt_launch_range");
    for (const char *N : {"kt_scan_args", "kt_range_scan", "kt_launch_scan"})
      S.use(N);
    if (!K.scanTotal.empty())
      S.use("kt_reduce_result");
    return;
  case PolicyKind::MDRange:
    return S.use(Red ? "kt_reduce_tiles" : "kt_launch_tiles");
  case PolicyKind::Team:
    return ompTeamLaunchHelpers(K, Red, S);
  }
}

void ompHelperShimUses(const TeamHelper &H, ShimUse &S) {
  S.use("kt_block_info"); // its kt_b, from the context
  ompBodyHelpers(H.body, S);
}

} // namespace kt
