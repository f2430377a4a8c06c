// Host launch code for GPU kernels: explicit grid and block, checked launches, results copied
// back for reductions.
#include "rewriters/gpu/GpuLowering.h"
#include "rewriters/emit/LaunchText.h"
#include "rewriters/emit/ReduceText.h"
#include "rewriters/emit/Templates.h"

namespace kt {

namespace {

/// The kernel as a launch helper's argument: Name<Args>, or +Name<Args> where the dialect asks
/// for a template kernel's address to be taken before the call (GpuDialect::templateKernelRef).
std::string ref(const Kernel &K, const GpuDialect &D, const std::string &Suffix = "") {
  return (K.templateArgs.empty() ? "" : D.templateKernelRef) + kernelRef(K, Suffix);
}

/// kt_launch(name, kernel, kt_grid, kt_block, shmem, args...): a checked launch
/// (kt/gpu/launch.hpp), after a reduction's buffers when it reduces (the stores of its total
/// follow).
std::string launch(const Kernel &K, const GpuDialect &D, const std::string &VT, bool Red,
                   const std::string &Shmem, const std::string &Args, bool &Block) {
  std::string L = fillTemplate("gpu/launch", {{"name", K.name},
                                              {"kernel", ref(K, D)},
                                              {"shmem", Shmem.empty() ? "0" : Shmem},
                                              {"args", Red ? Args + ", kt_out" : Args}});
  if (!Red)
    return "if (kt_league > 0)\n" + L;
  return fillTemplate("gpu/reduce_buffers", {{"value_type", VT}}) + L +
         storeResult(K, VT, "kt_reduce_result(kt_out)", Block);
}

/// RangePolicy for and reduce: one call of kt_launch_range / kt_reduce_range.
std::string rangeLaunch(const Kernel &K, const GpuDialect &D, const std::string &VT,
                        const std::string &Caps, bool &Block) {
  const Policy &P = K.policy;
  std::string A = fillTemplate("gpu/range_args", {{"name", K.name},
                                                 {"kernel", ref(K, D)},
                                                 {"begin", P.begin},
                                                 {"end", P.end},
                                                 {"captures", Caps.empty() ? "" : ", " + Caps}});
  if (K.pattern != Pattern::Reduce)
    return fillTemplate("gpu/launch_range", {{"args", A}});
  return storeResult(K, VT, fillTemplate("gpu/reduce_range", {{"value_type", VT}, {"args", A}}),
                     Block);
}

/// RangePolicy scan: a builtin arithmetic sum is one launch of tiles (kt_scan_range,
/// kt/gpu/scan_tiles.hpp); any other scan is kt_launch_scan (kt/gpu/launch.hpp), both passes over
/// the same chunks. The total is copied back only when the dispatch asks for it.
std::string scanLaunch(const Kernel &K, const GpuDialect &D, const std::string &VT,
                       const std::string &Caps) {
  const Policy &P = K.policy;
  std::string C = Caps.empty() ? "" : ", " + Caps;
  std::string Launch =
      gpuTileScan(K)
          ? fillTemplate("gpu/scan_range",
                         {{"value_type", VT},
                          {"args", fillTemplate("gpu/range_args", {{"name", K.name},
                                                                   {"kernel", ref(K, D)},
                                                                   {"begin", P.begin},
                                                                   {"end", P.end},
                                                                   {"captures", C}})}})
          : fillTemplate("gpu/launch_scan", {{"value_type", VT},
                                             {"name", K.name},
                                             {"kernel_partial", ref(K, D, "_partial")},
                                             {"kernel_final", ref(K, D, "_final")},
                                             {"begin", P.begin},
                                             {"end", P.end},
                                             {"captures", C}});
  return scanLaunchStatement(K, Launch);
}

/// MDRangePolicy: blocks from the tiles (x: the stride-1 dimension; default tiles 32 x 8,
/// 32 x 4 x 2), the grid from the extents (kt_tile_grid in kt/gpu/launch.hpp).
std::string mdLaunch(const Kernel &K, const GpuDialect &D, const std::string &VT,
                     const std::string &Caps, bool Red, bool &Block) {
  const MdShape M = mdShape(K, Caps);
  std::string A =
      fillTemplate("gpu/tiles_args", {{"name", K.name}, {"kernel", ref(K, D)}}, mdTileValues(M));
  if (!Red)
    return M.bounds + fillTemplate("gpu/launch_tiles", {{"args", A}});
  return M.bounds +
         storeResult(K, VT, fillTemplate("gpu/reduce_tiles", {{"value_type", VT}, {"args", A}}), Block);
}

/// TeamPolicy: one team per block, block = (vector length, team size), scratch in dynamic
/// shared memory (level 0) and a global pool (level 1).
std::string teamLaunch(const Kernel &K, const GpuDialect &D, const std::string &VT,
                       const std::string &Caps, bool Red, bool &Block) {
  const Policy &P = K.policy;
  bool S0 = K.usesScratch(0), S1 = K.usesScratch(1);
  std::string L0T = S0 ? "kt_l0_team" : "0", L0P = S0 ? "kt_l0_thread" : "0";
  std::string S = fillTemplate(
      "gpu/team_launch_head",
      {{"league", P.league},
       {"vector_length", P.vectorLength.empty() ? "1" : P.vectorLength},
       {"scratch_sizes", teamScratchSizes(P, S0, S1)},
       {"team_size", P.teamSize.empty() ? fillTemplate("gpu/auto_team_size", {{"kernel", ref(K, D)},
                                                                              {"l0_team", L0T},
                                                                              {"l0_thread", L0P}})
                                        : P.teamSize},
       {"scratch_hook", teamScratchHook(P)}});
  if (!S0 && !S1) { // kt_launch_team / kt_reduce_team (kt/gpu/launch.hpp) size the grid
    std::string A = fillTemplate("gpu/team_args", {{"name", K.name},
                                                   {"kernel", ref(K, D)},
                                                   {"captures", Caps.empty() ? "" : ", " + Caps}});
    if (!Red)
      return S + fillTemplate("gpu/launch_team", {{"args", A}});
    return S + storeResult(K, VT, fillTemplate("gpu/reduce_team", {{"value_type", VT}, {"args", A}}),
                           Block);
  }
  std::string A = comma(Caps) + "kt_league";
  if (S0)
    A += ", kt_l0_team, kt_l0_thread";
  if (S1)
    A += ", kt_l1_pool, kt_l1_team, kt_l1_thread";
  S += fillTemplate(
      "gpu/team_grid",
      {{"shmem", S0 ? fillTemplate("gpu/team_shmem", {{"rt", D.rt}, {"kernel", ref(K, D)}}) : ""},
       {"grid", gpuTeamGridCapped(K)
                    ? "kt_league < 1 ? 1 : (kt_league < 16384 ? kt_league : 16384)"
                    : "kt_league < 1 ? 1 : kt_league"},
       {"l1_pool", S1 ? fillTemplate("gpu/team_l1_pool", {{"rt", D.rt}}) : ""}});
  return S + launch(K, D, VT, Red, S0 ? "kt_shmem" : "", A, Block);
}

} // namespace

std::string gpuLaunch(const Kernel &K, const GpuDialect &D, const std::string &VT) {
  std::string Caps = captureArgs(K);
  const Policy &P = K.policy;
  bool Red = K.pattern == Pattern::Reduce;
  // A block when the launch declares anything, or sits under #if; else one statement.
  bool Block = K.isFunctor || K.launchInDeviceFunction;
  std::string S;
  switch (P.kind) {
  case PolicyKind::Range:
    if (K.pattern == Pattern::Scan) {
      S += scanLaunch(K, D, VT, Caps);
    } else {
      S += rangeLaunch(K, D, VT, Caps, Block);
    }
    break;
  case PolicyKind::MDRange:
    Block = true;
    S += mdLaunch(K, D, VT, Caps, Red, Block);
    break;
  case PolicyKind::Team:
    Block = true;
    S += teamLaunch(K, D, VT, Caps, Red, Block);
    break;
  }
  if (!Block)
    return S.substr(0, S.size() - 1); // the statement replaces the user's, `;` included
  if (K.launchInDeviceFunction) // the device side of the function does not see the launch
    return fillTemplate("gpu/launch_block_guarded", {{"head", launchHead(K)},
                                                     {"device_macro", D.deviceSideMacro},
                                                     {"functor", functorBinding(K)},
                                                     {"statements", S}});
  return fillTemplate("gpu/launch_block",
                      {{"head", launchHead(K)}, {"functor", functorBinding(K)}, {"statements", S}});
}

} // namespace kt
