// Host launch code for OpenMP kernel-mode kernels: the grid and block, computed as for CUDA,
// passed to the kernel function; reduction results copied back with omp_target_memcpy.
#include "rewriters/openmp/OmpLowering.h"
#include "rewriters/emit/LaunchText.h"
#include "rewriters/emit/ReduceText.h"

namespace kt {

namespace {

/// A reduction's buffers (kt/openmp/launch.hpp), the kernel call, and the stores of its total.
std::string reduceCall(const Kernel &K, const std::string &VT, const std::string &Blocks,
                       const std::string &Args, bool &Block) {
  return "const kt_reduce_out<" + VT + "> kt_out = kt_reduce_buffers<" + VT + ">(" + Blocks +
         ");\n" + kernelRef(K) + "(" + Args +
         ", kt_out.partials, kt_out.counter, kt_out.result);\n" +
         storeResult(K, VT, "kt_reduce_result(kt_out)", Block);
}

std::string call(const std::string &Name, const std::string &Args) {
  return Name + "(" + Args + ");\n";
}

/// The launch of a RangePolicy kernel (a parallel_scan: both passes).
std::string rangeLaunch(const Kernel &K, const std::string &VT, const std::string &Caps, bool &Block) {
  const Policy &P = K.policy;
  bool Red = K.pattern == Pattern::Reduce;
  std::string S;
  if (K.pattern != Pattern::Scan) {
    std::string Args = kernelRef(K) + ", " + P.begin + ", " + P.end + (Caps.empty() ? "" : ", " + Caps);
    S += Red ? storeResult(K, VT, "kt_reduce_range<" + VT + ">(" + Args + ")", Block)
             : "kt_launch_range(" + Args + ");\n";
    return S;
  }
  // kt_launch_scan (kt/openmp/range_scan.hpp): both passes over the same chunks; the total is
  // copied back only when the dispatch asks for it.
  std::string Launch = "kt_launch_scan<" + VT + ">(" + kernelRef(K) + ", " + P.begin + ", " + P.end +
                       (Caps.empty() ? "" : ", " + Caps) + ")";
  if (!K.scanTotal.empty() && K.scanTotalIsView)
    S += "kt::deep_copy(" + K.scanTotal + ", kt_reduce_result(" + Launch + "));\n";
  else if (!K.scanTotal.empty())
    S += K.scanTotal + " = kt_reduce_result(" + Launch + ");\n";
  else
    S += Launch + ";\n";
  return S;
}

/// The launch of an MDRangePolicy kernel: the block from the tiles, the grid from the extents.
std::string mdLaunch(const Kernel &K, const std::string &VT, const std::string &Caps, bool &Block) {
  bool Red = K.pattern == Pattern::Reduce;
  Block = true;
  const MdShape M = mdShape(K, Caps);
  std::string S = M.bounds;
  std::string Args = kernelRef(K) + ", " + M.tx + ", " + M.ty + ", " + M.tz + ", " + M.nx + ", " +
                     M.ny + ", " + M.nz + ", " + M.args;
  S += Red ? storeResult(K, VT, "kt_reduce_tiles<" + VT + ">(" + Args + ")", Block)
           : "kt_launch_tiles(" + Args + ");\n";
  return S;
}

/// The launch of a TeamPolicy kernel: league, vector length, team size and scratch sizes.
std::string teamLaunch(const Kernel &K, const OmpShared &Shared, const std::string &VT,
                       const std::string &Caps, bool &Block) {
  const Policy &P = K.policy;
  bool Red = K.pattern == Pattern::Reduce;
  std::string S;
  Block = true;
  bool S0 = K.usesScratch(0), S1 = K.usesScratch(1);
  S += "const int kt_league = " + P.league + ";\n";
  S += "const int kt_vl = kt_vector_length(" + (P.vectorLength.empty() ? "1" : P.vectorLength) +
       ");\n";
  if (S0)
    S += std::string(P.scratch[0].perTeamHook.empty() ? "const " : "") + "size_t kt_l0_team = " + P.scratch[0].perTeam + ", kt_l0_thread = " +
         P.scratch[0].perThread + ";\n";
  if (S1)
    S += "const size_t kt_l1_team = " + P.scratch[1].perTeam + ", kt_l1_thread = " +
         P.scratch[1].perThread + ";\n";
  std::string L0T = S0 ? "kt_l0_team" : "0", L0P = S0 ? "kt_l0_thread" : "0";
  std::string Slot = Shared.collectives ? Shared.slotExpr() : "0";
  S += "const int kt_ts = " +
       (P.teamSize.empty() ? "kt_auto_team_size(kt_vl, " + L0T + ", " + L0P + ", " + Slot + ")"
                           : P.teamSize) +
       ";\n";
  if (!P.scratch[0].perTeamHook.empty()) // the functor's hook, at the chosen team size
    S += "kt_l0_team += " + P.scratch[0].perTeamHook + ";\n";
  if (!S0 && !S1) { // kt_launch_team / kt_reduce_team (kt/openmp/launch.hpp) size the grid
    std::string Args = kernelRef(K) + ", kt_league, kt_vl, kt_ts" + (Caps.empty() ? "" : ", " + Caps);
    S += Red ? storeResult(K, VT, "kt_reduce_team<" + VT + ">(" + Args + ")", Block)
             : "kt_launch_team(" + Args + ");\n";
    return S;
  }
  S += std::string("const int kt_grid = ") +
       (Red ? "kt_league < 1 ? 1 : (kt_league < 16384 ? kt_league : 16384)"
            : "kt_league < 1 ? 1 : kt_league") +
       ";\n";
  std::string A = comma(Caps) + "kt_league, kt_grid, kt_vl, kt_ts";
  if (S0)
    A += ", kt_l0_team, kt_l0_thread";
  if (S1) {
    S += "char *kt_l1_pool = static_cast<char *>(kt::openmp::scratch_l1((size_t)kt_grid * "
         "(kt_l1_team + (size_t)kt_ts * kt_l1_thread)));\n";
    A += ", kt_l1_pool, kt_l1_team, kt_l1_thread";
  }
  if (Red)
    S += reduceCall(K, VT, "kt_grid", A, Block);
  else
    S += "if (kt_league > 0)\n" + call(kernelRef(K), A);
  return S;
}

} // namespace

std::string ompLaunch(const Kernel &K, const OmpShared &Shared) {
  const std::string VT = K.pattern == Pattern::Reduce ? reduceValueType(K) : K.accType;
  bool Block = K.isFunctor; // a block when the launch declares anything; else one statement
  std::string Caps = captureArgs(K);
  std::string S;
  switch (K.policy.kind) {
  case PolicyKind::Range:
    S = rangeLaunch(K, VT, Caps, Block);
    break;
  case PolicyKind::MDRange:
    S = mdLaunch(K, VT, Caps, Block);
    break;
  case PolicyKind::Team:
    S = teamLaunch(K, Shared, VT, Caps, Block);
    break;
  }
  if (!Block)
    return S.substr(0, S.size() - 1); // the statement replaces the user's, `;` included
  return launchHead(K) + functorBinding(K) + S + "}";
}

} // namespace kt
