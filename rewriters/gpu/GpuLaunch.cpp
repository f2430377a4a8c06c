// Host launch code for GPU kernels: explicit grid and block, checked launches, results copied
// back for reductions.
#include "rewriters/gpu/GpuLowering.h"
#include "rewriters/emit/LaunchText.h"
#include "rewriters/emit/ReduceText.h"

namespace kt {

namespace {

/// The kernel as a launch helper's argument: Name<Args>, or +Name<Args> where the dialect asks
/// for a template kernel's address to be taken before the call (GpuDialect::templateKernelRef).
std::string ref(const Kernel &K, const GpuDialect &D, const std::string &Suffix = "") {
  return (K.templateArgs.empty() ? "" : D.templateKernelRef) + kernelRef(K, Suffix);
}

/// kt_launch(name, kernel, grid, block, shmem, args...): a checked launch (kt/gpu/launch.hpp).
std::string launch(const Kernel &K, const GpuDialect &D, const std::string &Grid,
                   const std::string &Block, const std::string &Shmem, const std::string &Args) {
  return "kt_launch(\"" + K.name + "\", " + ref(K, D) + ", " + Grid + ", " + Block +
         ", " + (Shmem.empty() ? "0" : Shmem) + (Args.empty() ? "" : ", " + Args) + ");\n";
}

/// A reduction's buffers, its launch, and the stores of its total.
std::string reduceLaunch(const Kernel &K, const GpuDialect &D, const std::string &VT,
                         const std::string &Blocks,
                         const std::string &Shmem, const std::string &Args, bool &Block) {
  return "const kt_reduce_out<" + VT + "> kt_out = kt_reduce_buffers<" + VT + ">(" + Blocks +
         ");\n" + launch(K, D, "kt_grid", "kt_block", Shmem, comma(Args) + "kt_out") +
         storeResult(K, VT, "kt_reduce_result(kt_out)", Block);
}

/// RangePolicy for and reduce: one call of kt_launch_range / kt_reduce_range.
std::string rangeLaunch(const Kernel &K, const GpuDialect &D, const std::string &VT,
                        const std::string &Caps, bool &Block) {
  const Policy &P = K.policy;
  std::string Args = "\"" + K.name + "\", " + ref(K, D) + ", " + P.begin + ", " +
                     P.end + (Caps.empty() ? "" : ", " + Caps);
  if (K.pattern != Pattern::Reduce)
    return "kt_launch_range(" + Args + ");\n";
  return storeResult(K, VT, "kt_reduce_range<" + VT + ">(" + Args + ")", Block);
}

/// RangePolicy scan: a builtin arithmetic sum is one launch of tiles (kt_scan_range,
/// kt/gpu/scan_tiles.hpp); any other scan is kt_launch_scan (kt/gpu/launch.hpp), both passes over
/// the same chunks. The total is copied back only when the dispatch asks for it.
std::string scanLaunch(const Kernel &K, const GpuDialect &D, const std::string &VT,
                       const std::string &Caps) {
  const Policy &P = K.policy;
  std::string Launch =
      gpuTileScan(K)
          ? "kt_scan_range<" + VT + ">(\"" + K.name + "\", " + ref(K, D) + ", " + P.begin +
                ", " + P.end + (Caps.empty() ? "" : ", " + Caps) + ")"
          : "kt_launch_scan<" + VT + ">(\"" + K.name + "_partial\", " + ref(K, D, "_partial") +
                ", \"" + K.name + "_final\", " + ref(K, D, "_final") + ", " + P.begin + ", " +
                P.end + (Caps.empty() ? "" : ", " + Caps) + ")";
  if (!K.scanTotal.empty() && K.scanTotalIsView)
    return "kt::deep_copy(" + K.scanTotal + ", kt_reduce_result(" + Launch + "));\n";
  if (!K.scanTotal.empty())
    return K.scanTotal + " = kt_reduce_result(" + Launch + ");\n";
  return Launch + ";\n";
}

/// MDRangePolicy: blocks from the tiles (x: the stride-1 dimension; default tiles 32 x 8,
/// 32 x 4 x 2), the grid from the extents (kt_tile_grid in kt/gpu/launch.hpp).
std::string mdLaunch(const Kernel &K, const GpuDialect &D, const std::string &VT,
                     const std::string &Caps, bool Red, bool &Block) {
  const MdShape M = mdShape(K, Caps);
  std::string Args = "\"" + K.name + "\", " + ref(K, D) + ", dim3(" + M.tx + ", " + M.ty + ", " +
                     M.tz + "), " + M.nx + ", " + M.ny + ", " + M.nz + ", " + M.args;
  const std::string &S = M.bounds;
  if (!Red)
    return S + "kt_launch_tiles(" + Args + ");\n";
  return S + storeResult(K, VT, "kt_reduce_tiles<" + VT + ">(" + Args + ")", Block);
}

/// TeamPolicy: one team per block, block = (vector length, team size), scratch in dynamic
/// shared memory (level 0) and a global pool (level 1).
std::string teamLaunch(const Kernel &K, const GpuDialect &D, const std::string &VT,
                       const std::string &Caps, bool Red, bool &Block) {
  const Policy &P = K.policy;
  bool S0 = K.usesScratch(0), S1 = K.usesScratch(1);
  std::string S = "const int kt_league = " + P.league + ";\n";
  S += "const int kt_vl = kt_vector_length(" + (P.vectorLength.empty() ? "1" : P.vectorLength) +
       ");\n";
  if (S0)
    S += std::string(P.scratch[0].perTeamHook.empty() ? "const " : "") + "size_t kt_l0_team = " +
         P.scratch[0].perTeam + ", kt_l0_thread = " + P.scratch[0].perThread + ";\n";
  if (S1)
    S += "const size_t kt_l1_team = " + P.scratch[1].perTeam + ", kt_l1_thread = " +
         P.scratch[1].perThread + ";\n";
  std::string L0T = S0 ? "kt_l0_team" : "0", L0P = S0 ? "kt_l0_thread" : "0";
  S += "const int kt_ts = " +
       (P.teamSize.empty()
            ? "kt_auto_team_size(" + ref(K, D) + ", kt_vl, " + L0T + ", " + L0P + ")"
            : P.teamSize) +
       ";\n";
  if (!P.scratch[0].perTeamHook.empty()) // the functor's hook, at the chosen team size
    S += "kt_l0_team += " + P.scratch[0].perTeamHook + ";\n";
  if (!S0 && !S1) { // kt_launch_team / kt_reduce_team (kt/gpu/launch.hpp) size the grid
    std::string Args = "\"" + K.name + "\", " + ref(K, D) + ", kt_league, kt_vl, kt_ts" +
                       (Caps.empty() ? "" : ", " + Caps);
    return S + (Red ? storeResult(K, VT, "kt_reduce_team<" + VT + ">(" + Args + ")", Block)
                    : "kt_launch_team(" + Args + ");\n");
  }
  S += "const dim3 kt_block(kt_vl, kt_ts);\n";
  std::string Shmem;
  if (S0) {
    S += "const size_t kt_shmem = kt_l0_team + (size_t)kt_ts * kt_l0_thread;\nkt::" + D.rt +
         "::set_max_dynamic_shared(" + ref(K, D) + ", kt_shmem);\n";
    Shmem = "kt_shmem";
  }
  S += std::string("const int kt_grid = ") +
       (Red ? "kt_league < 1 ? 1 : (kt_league < 16384 ? kt_league : 16384)"
            : "kt_league < 1 ? 1 : kt_league") +
       ";\n";
  std::string A = comma(Caps) + "kt_league";
  if (S0)
    A += ", kt_l0_team, kt_l0_thread";
  if (S1) {
    S += "char *kt_l1_pool = static_cast<char *>(kt::" + D.rt +
         "::scratch_l1((size_t)kt_grid * (kt_l1_team + (size_t)kt_ts * kt_l1_thread)));\n";
    A += ", kt_l1_pool, kt_l1_team, kt_l1_thread";
  }
  if (Red)
    return S + reduceLaunch(K, D, VT, "kt_grid", Shmem, A, Block);
  return S + "if (kt_league > 0)\n" + launch(K, D, "kt_grid", "kt_block", Shmem, A);
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
  std::string Head = launchHead(K);
  if (K.launchInDeviceFunction) // the device side of the function does not see the launch
    Head += "#if !defined(" + D.deviceSideMacro + ") // a KOKKOS_FUNCTION: the launch is host code\n";
  Head += functorBinding(K);
  return Head + S + (K.launchInDeviceFunction ? "#endif\n" : "") + "}";
}

} // namespace kt
