// The GPU helper headers (runtime-shim/include/kt/gpu/, shared by CUDA and HIP) and the helpers
// a kernel's lowering calls, from its facts: the policy, the pattern, the reducers and the
// body's ops, as GpuLowering.cpp, GpuLaunch.cpp and GpuBodyOps.cpp print them.
#include "rewriters/gpu/GpuLowering.h"
#include "rewriters/emit/BodyRender.h"

namespace kt {

const std::vector<ShimHeader> &gpuShimHeaders() {
  static const char *Collectives[] = {"kt/gpu/reduce.hpp", "kt/gpu/broadcast.hpp", "kt/gpu/scan.hpp",
                                      "kt/gpu/team_scan.hpp"};
  static const std::vector<ShimHeader> T = {
      {"kt/gpu/lanes.hpp",
       {"kt_tid", "kt_nthreads", "kt_first_lanes", "kt_vector_mask", "kt_vector_mask_c", "kt_shfl_down",
        "kt_shfl_up", "kt_shfl", "kt_load_cg", "KT_SYNCWARP", "KT_WARP_SIZE", "kt_lanemask_t"},
       {Collectives[0], Collectives[1], Collectives[2], Collectives[3], "kt/gpu/launch.hpp",
        "kt/gpu/scan_tiles.hpp"}},
      {"kt/gpu/reduce.hpp",
       {"kt_warp_reduce", "kt_block_reduce", "kt_block_allreduce", "kt_team_reduce", "kt_vector_reduce",
        "kt_vector_reduce_c", "kt_grid_reduce", "kt_reduce_out", "kt_reduce_store", "kt_identity",
        "kt_reduce_store_final"},
       {"kt/gpu/launch.hpp"}},
      {"kt/gpu/broadcast.hpp",
       {"kt_vector_broadcast", "kt_vector_broadcast_c", "kt_team_broadcast"},
       {"kt/gpu/team_scan.hpp"}},
      {"kt/gpu/scan.hpp", {"kt_block_exclusive_scan"}, {"kt/gpu/team_scan.hpp", "kt/gpu/scan_tiles.hpp"}},
      {"kt/gpu/scan_tiles.hpp", {"kt_scan_tiles", "kt_scan_tiles_args", "kt_scan_shape", "kt_scan_range"}, {}},
      {"kt/gpu/team_scan.hpp",
       {"kt_team_scan", "kt_vector_scan", "kt_team_exclusive_scan", "kt_vector_exclusive_scan",
        "kt_team_value_scan"},
       {}},
      {"kt/gpu/launch.hpp",
       {"kt_vector_length", "kt_auto_team_size", "kt_grid_stride", "kt_grid_stride32", "kt_launch", "kt_launch_range",
        "kt_reduce_buffers", "kt_reduce_result", "kt_reduce_range", "kt_launch_tiles",
        "kt_reduce_tiles", "kt_tile_grid", "kt_launch_team", "kt_reduce_team", "kt_launch_scan"},
       {kTargetHeader}},
  };
  return T;
}

namespace {

/// The lane mask a vector-level construct orders its lanes with (GpuBodyRenderer::vectorSync).
void vectorSync(const std::string &VL, ShimUse &S) {
  if (VL == "1")
    return;
  S.use("KT_SYNCWARP");
  S.use(VL.empty() ? "kt_vector_mask" : "kt_vector_mask_c");
}

/// What one body op calls (GpuBodyRenderer::op), VL the renderer's constant vector length.
void opHelpers(const BodyOp &Op, const std::string &VL, ShimUse &S) {
  using K = BodyOp::Kind;
  if (Op.kind == K::TeamBroadcast)
    S.use("kt_team_broadcast");
  if (Op.kind == K::TeamReduce || Op.kind == K::TeamScan)
    S.use(Op.kind == K::TeamReduce ? "kt_team_reduce" : "kt_team_value_scan");
  if (Op.kind == K::Single && Op.valueName.empty())
    vectorSync(VL, S);
  else if (Op.kind == K::Single)
    S.use(Op.perTeam ? "kt_team_broadcast"
          : VL.empty() ? "kt_vector_broadcast"
                       : "kt_vector_broadcast_c");
  if (Op.kind != K::NestedRange)
    return;
  const bool Vector = Op.nest == NestLevel::ThreadVector;
  if (Op.pattern == Pattern::For && Vector)
    vectorSync(VL, S);
  else if (Op.pattern == Pattern::Scan)
    S.use(Op.nest == NestLevel::TeamThread ? "kt_team_scan" : "kt_vector_scan");
  else if (Op.pattern == Pattern::Reduce)
    S.use(Vector ? (VL.empty() ? "kt_vector_reduce" : "kt_vector_reduce_c")
          : Op.nest == NestLevel::TeamThread ? "kt_team_reduce"
                                             : "kt_block_allreduce");
}

void bodyHelpers(const BodyText &B, const std::string &VL, ShimUse &S) {
  forEachOp(B, [&](const BodyOp &Op) { opHelpers(Op, VL, S); });
}

/// A reduction kernel's accumulator, its store (GpuLowering::reduceParams, reduceInit,
/// reduceFinish).
void reduceKernelHelpers(const Kernel &K, ShimUse &S) {
  S.use("kt_reduce_out");
  S.use("kt_identity");
  S.use(K.reducers.at(0).kind == ReducerKind::Custom ? "kt_reduce_store_final" : "kt_reduce_store");
}

/// A RangePolicy scan: one launch of tiles or two passes (GpuLowering::scanKernels, scanLaunch).
void scanHelpers(const Kernel &K, ShimUse &S) {
  if (gpuTileScan(K)) {
    for (const char *N : {"kt_scan_shape", "kt_scan_tiles_args", "kt_scan_tiles", "kt_scan_range"})
      S.use(N);
  } else {
    for (const char *N : {"kt_block_reduce", "kt_block_allreduce", "kt_block_exclusive_scan",
                          "kt_launch_scan"})
      S.use(N);
  }
  if (!K.scanTotal.empty())
    S.use("kt_reduce_result");
}

/// A TeamPolicy launch (GpuLaunch.cpp teamLaunch): the launch helpers size the grid unless the
/// kernel has scratch.
void teamLaunchHelpers(const Kernel &K, bool Red, ShimUse &S) {
  S.use("kt_vector_length");
  if (K.policy.teamSize.empty())
    S.use("kt_auto_team_size");
  if (!K.usesScratch(0) && !K.usesScratch(1))
    return S.use(Red ? "kt_reduce_team" : "kt_launch_team");
  S.use("kt_launch");
  if (Red)
    for (const char *N : {"kt_reduce_out", "kt_reduce_buffers", "kt_reduce_result"})
      S.use(N);
}

} // namespace

void gpuShimUses(const Kernel &K, ShimUse &S) {
  const bool Red = K.pattern == Pattern::Reduce;
  const std::string VL =
      K.policy.kind == PolicyKind::Team ? gpuConstVectorLength(K.policy) : std::string();
  bodyHelpers(K.body, VL, S);
  for (const MemberFunction &M : K.memberFunctions)
    bodyHelpers(M.body, VL, S);
  if (Red)
    reduceKernelHelpers(K, S);
  switch (K.policy.kind) {
  case PolicyKind::Range:
    if (K.pattern == Pattern::Scan)
      return scanHelpers(K, S);
    S.use("kt_grid_stride");
    S.use(Red ? "kt_reduce_range" : "kt_launch_range");
    return;
  case PolicyKind::MDRange:
    if (K.policy.rank == 2)
      S.use(K.policy.bounds32 ? "kt_grid_stride32" : "kt_grid_stride");
    S.use(Red ? "kt_reduce_tiles" : "kt_launch_tiles");
    return;
  case PolicyKind::Team:
    if (VL == "KT_WARP_SIZE") // in the kernel's origin comment, at least
      S.use("KT_WARP_SIZE");
    return teamLaunchHelpers(K, Red, S);
  }
}

void gpuHelperShimUses(const TeamHelper &H, ShimUse &S) { bodyHelpers(H.body, "", S); }

} // namespace kt
