// Host launch code for OpenMP kernel-mode kernels: the grid and block, computed as for CUDA,
// passed to the kernel function; reduction results copied back with omp_target_memcpy.
#include "rewriters/openmp/OmpLowering.h"
#include "rewriters/emit/LaunchText.h"
#include "rewriters/emit/ReduceText.h"
#include "rewriters/emit/Templates.h"
#include "rewriters/model/TemplateArguments.h"

namespace kt {

namespace {

/// The launch of a RangePolicy kernel (a parallel_scan: both passes).
std::string ompRangeLaunch(const Kernel &K, const std::string &VT, const std::string &Caps, bool &Block) {
  const Policy &P = K.policy;
  bool Red = K.pattern == Pattern::Reduce;
  std::string S;
  if (K.pattern != Pattern::Scan) {
    std::string A = fillTemplate("openmp/range_args", {{"kernel", kernelRef(K)},
                                                       {"begin", P.begin},
                                                       {"end", P.end},
                                                       {"captures", Caps.empty() ? "" : ", " + Caps}});
    if (!Red)
      return fillTemplate("openmp/launch_range", {{"args", A}});
    return storeResult(K, VT, fillTemplate("openmp/reduce_range", {{"value_type", VT}, {"args", A}}),
                       Block);
  }
  // kt_launch_scan (kt/openmp/range_scan.hpp): both passes over the same chunks; the total is
  // copied back only when the dispatch asks for it.
  std::string Launch = "kt_launch_scan<" + VT + ">(" + kernelRef(K) + ", " + P.begin + ", " + P.end +
                       (Caps.empty() ? "" : ", " + Caps) + ")";
  return S + scanLaunchStatement(K, Launch);
}

/// The launch of an MDRangePolicy kernel: the block from the tiles, the grid from the extents.
std::string ompMdLaunch(const Kernel &K, const std::string &VT, const std::string &Caps, bool &Block) {
  bool Red = K.pattern == Pattern::Reduce;
  Block = true;
  const MdShape M = mdShape(K, Caps);
  std::string A = fillTemplate("openmp/tiles_args", {{"kernel", kernelRef(K)}}, mdTileValues(M));
  if (!Red)
    return M.bounds + fillTemplate("openmp/launch_tiles", {{"args", A}});
  return M.bounds +
         storeResult(K, VT, fillTemplate("openmp/reduce_tiles", {{"value_type", VT}, {"args", A}}), Block);
}

/// The launch of a TeamPolicy kernel: league, vector length, team size and scratch sizes.
std::string ompTeamLaunch(const Kernel &K, const OmpShared &Shared, const std::string &VT,
                       const std::string &Caps, bool &Block) {
  const Policy &P = K.policy;
  bool Red = K.pattern == Pattern::Reduce;
  Block = true;
  bool S0 = K.usesScratch(0), S1 = K.usesScratch(1);
  std::string L0T = S0 ? "kt_l0_team" : "0", L0P = S0 ? "kt_l0_thread" : "0";
  // The collectives' slot types are the kernel's (`T` in a kernel template); the launch names
  // the dispatch's arguments.
  std::string Slot = Shared.collectives ? withTemplateArguments(K, Shared.slotExpr()) : "0";
  std::string S = fillTemplate(
      "openmp/team_launch_head",
      {{"league", P.league},
       {"vector_length", P.vectorLength.empty() ? "1" : P.vectorLength},
       {"scratch_sizes", teamScratchSizes(P, S0, S1)},
       {"team_size", P.teamSize.empty() ? fillTemplate("openmp/auto_team_size", {{"l0_team", L0T},
                                                                                 {"l0_thread", L0P},
                                                                                 {"slot", Slot}})
                                        : P.teamSize},
       {"scratch_hook", teamScratchHook(P)}});
  if (!S0 && !S1) { // kt_launch_team / kt_reduce_team (kt/openmp/launch.hpp) size the grid
    std::string A = fillTemplate("openmp/team_args", {{"kernel", kernelRef(K)},
                                                      {"captures", Caps.empty() ? "" : ", " + Caps}});
    if (!Red)
      return S + fillTemplate("openmp/launch_team", {{"args", A}});
    return S + storeResult(K, VT, fillTemplate("openmp/reduce_team", {{"value_type", VT}, {"args", A}}),
                           Block);
  }
  std::string A = comma(Caps) + "kt_league, kt_grid, kt_vl, kt_ts";
  if (S0)
    A += ", kt_l0_team, kt_l0_thread";
  if (S1)
    A += ", kt_l1_pool, kt_l1_team, kt_l1_thread";
  S += fillTemplate("openmp/team_grid",
                    {{"grid", Red ? "kt_league < 1 ? 1 : (kt_league < 16384 ? kt_league : 16384)"
                                  : "kt_league < 1 ? 1 : kt_league"},
                     {"l1_pool", S1 ? fillTemplate("openmp/team_l1_pool", {}) : ""}});
  if (!Red)
    return S + fillTemplate("openmp/team_call", {{"kernel", kernelRef(K)}, {"args", A}});
  // the reduction's buffers (kt/openmp/launch.hpp), the kernel call, the stores of its total
  return S + fillTemplate("openmp/reduce_call", {{"value_type", VT}, {"kernel", kernelRef(K)}, {"args", A}}) +
         storeResult(K, VT, "kt_reduce_result(kt_out)", Block);
}

} // namespace

std::string ompLaunch(const Kernel &K, const OmpShared &Shared) {
  const std::string VT = K.pattern == Pattern::Reduce ? reduceValueType(K) : K.accType;
  bool Block = K.isFunctor; // a block when the launch declares anything; else one statement
  std::string Caps = captureArgs(K);
  std::string S;
  switch (K.policy.kind) {
  case PolicyKind::Range:
    S = ompRangeLaunch(K, VT, Caps, Block);
    break;
  case PolicyKind::MDRange:
    S = ompMdLaunch(K, VT, Caps, Block);
    break;
  case PolicyKind::Team:
    S = ompTeamLaunch(K, Shared, VT, Caps, Block);
    break;
  }
  if (!Block)
    return S.substr(0, S.size() - 1); // the statement replaces the user's, `;` included
  return fillTemplate("openmp/launch_block",
                      {{"head", launchHead(K)}, {"functor", functorBinding(K)}, {"statements", S}});
}

} // namespace kt
