// GPU lowering of the Kokkos constructs inside a kernel body (BodyOp -> text).
#include "rewriters/gpu/GpuLowering.h"
#include "rewriters/emit/BodyRender.h"
#include "rewriters/emit/OpText.h"

#include <algorithm>

namespace kt {

std::string gpuConstVectorLength(const Policy &P) {
  if (P.vectorLengthConst < 1)
    return "";
  long V = 1; // Kokkos: a power of two no larger than the warp (64 at most: CDNA wavefronts)
  while (V * 2 <= P.vectorLengthConst && V * 2 <= 64)
    V *= 2;
  return V <= 32 ? std::to_string(V) : "KT_WARP_SIZE";
}

std::pair<std::string, std::string> gpuIndexPlan(NestLevel Nest, const std::string &T,
                                                 const std::string &VL, const std::string &TS) {
  std::string X = VL.empty() ? "blockDim.x" : VL, Y = TS.empty() ? "blockDim.y" : TS;
  std::string Lane = VL == "1" ? "0" : "threadIdx.x";
  switch (Nest) {
  case NestLevel::TeamThread: // every vector lane of a thread runs the same index
    return {"(" + T + ")threadIdx.y", "(" + T + ")" + Y};
  case NestLevel::ThreadVector:
    return {"(" + T + ")" + Lane, "(" + T + ")" + X};
  case NestLevel::TeamVector:
    break;
  }
  if (VL == "1")
    return {"(" + T + ")threadIdx.y", "(" + T + ")" + Y};
  return {"(" + T + ")(threadIdx.y * " + X + " + threadIdx.x)", "(" + T + ")(" + X + " * " + Y + ")"};
}

std::string GpuBodyRenderer::teamOp(const BodyOp &Op) {
  using K = BodyOp::Kind;
  switch (Op.kind) {
  case K::TeamRank:
    return "(int)threadIdx.y";
  case K::TeamSize:
    return TS.empty() ? "(int)blockDim.y" : "(int)" + TS;
  case K::TeamBarrier:
    return "__syncthreads()";
  case K::TeamToken: // kt/unique_token.hpp
    return teamToken(Op, "threadIdx.x == 0 && threadIdx.y == 0");
  case K::TeamBroadcast:
    return "(" + Op.args[0] + " = kt_team_broadcast(" +
           (Op.begin ? render(*Op.begin, "") + ", " : "") + Op.args[0] + ", " +
           render(*Op.end, "") + "))";
  case K::ThreadScratch:
    return "kt_scratch" + std::to_string(Op.level) + ".thread(threadIdx.y, " +
           (TS.empty() ? "blockDim.y" : TS) + ")";
  case K::TeamReduce: // every thread of the team calls it (kt/gpu/reduce.hpp)
    return teamReduceCall(Op, "", Op.begin ? render(*Op.begin, "") : "");
  case K::TeamScan: // kt/gpu/team_scan.hpp
    return "kt_team_value_scan<" + Op.accType + ">(" + render(*Op.begin, "") +
           (Op.end ? ", " + render(*Op.end, "") : "") + ")";
  default:
    break;
  }
  return "";
}

std::string GpuBodyRenderer::nested(const BodyOp &Op) {
  const std::string &I = Op.indexName, &T = Op.indexType;
  auto [B, E] = bounds(Op);
  auto [Start, Step] = gpuIndexPlan(Op.nest, T, VL, TS);
  std::string Loop = "for (" + T + " " + I + " = " + B + " + " + Start + "; " + I + " < " + E +
                     "; " + I + " += " + Step + ")";
  // A vector loop whose stride is a constant is kept rolled: measured on the H100, unrolling it
  // cost the tiled stencil benchmark 20% (40 instead of 32 registers), while the constant
  // stride and masks are what the sparse product gains from (docs/PERFORMANCE.md).
  if (Op.nest == NestLevel::ThreadVector && !VL.empty() && VL != "1")
    Loop = "#pragma unroll 1\n" + Loop; // every use starts the loop on a line of its own
  if (Op.pattern == Pattern::For) {
    std::string Out =
        "// " + std::string(nestName(Op.nest)) + ": explicit loop\n" + Loop + " " + block("", Op.body);
    if (Op.nest == NestLevel::ThreadVector)
      Out += vectorSync();
    return Out;
  }
  if (Op.pattern == Pattern::Scan)
    return scan(Op, B, E);
  // Reduce: per-thread accumulator, the loop, then the collective for this level.
  const Reducer &R = *Op.reducer;
  std::string VT = Op.accType, OpT = shimReducerType(R, VT), Acc = fresh("kt_red_");
  std::string Collective = Op.nest == NestLevel::ThreadVector
                               ? (VL.empty() ? "kt_vector_reduce<" : "kt_vector_reduce_c<" + VL + ", ")
                           : Op.nest == NestLevel::TeamThread ? "kt_team_reduce<"
                                                              : "kt_block_allreduce<";
  return nestedReduceText("", VT, Acc, OpT, Loop, block(accBinding(Op, Acc), Op.body),
                          Acc + " = " + Collective + OpT + ">(" + Acc + ");\n", R);
}

/// A scan over TeamThreadRange or ThreadVectorRange: kt_team_scan / kt_vector_scan
/// (kt/gpu/team_scan.hpp) run the body, as a lambda, twice per index; the total is returned.
std::string GpuBodyRenderer::scan(const BodyOp &Op, const std::string &B, const std::string &E) {
  return teamScanText(Op, "kt/gpu/team_scan.hpp", "", B, E, block("", Op.body));
}

std::string gpuTeamContextDecl(const Kernel &K, const std::string &TeamSize) {
  if (teamHelpersOf(K.body).empty())
    return "";
  return "// what the team helpers receive in place of the team member\n"
         "const kt::TeamContext<> kt_ctx{kt_league, kt_league_size, " + TeamSize + ", " +
         (K.usesScratch(0) ? "&kt_scratch0" : "nullptr") + ", " +
         (K.usesScratch(1) ? "&kt_scratch1" : "nullptr") + ", nullptr};\n";
}

/// The parameter a team helper receives in place of the team member.
static const char *const GpuHelperContext = "const kt::TeamContext<> &kt_ctx";

std::string gpuTeamHelper(const TeamHelper &H, GpuBodyRenderer &R) {
  return teamHelperDefinition(H, "__device__ ", GpuHelperContext, teamHelperContextDecls(H),
                              R.render(H.body, ""));
}

std::vector<std::string> gpuTeamHelperDeclarations(const TeamHelper &H) {
  return teamHelperDeclarations(H, "__device__ ", GpuHelperContext);
}

std::string GpuBodyRenderer::vectorSync() {
  if (VL == "1") // a vector of one lane: nothing to order
    return "";
  return "\nKT_SYNCWARP(" + (VL.empty() ? std::string("kt_vector_mask()") : "kt_vector_mask_c<" + VL + ">()") + ");";
}

std::string GpuBodyRenderer::single(const BodyOp &Op) {
  std::string Cond = Op.perTeam ? "threadIdx.x == 0 && threadIdx.y == 0" : "threadIdx.x == 0";
  std::string Who = singleName(Op);
  if (Op.valueName.empty())
    return "// " + Who + "\nif (" + Cond + ") " + block("", Op.body) + vectorSync();
  std::string V = fresh("kt_single_");
  std::string Bcast = Op.perTeam      ? "kt_team_broadcast(" + V + ", 0)"
                      : VL.empty()    ? "kt_vector_broadcast(" + V + ")"
                                      : "kt_vector_broadcast_c<" + VL + ">(" + V + ")";
  return singleValueText(Op, Who + " with a broadcast value", V, "if (" + Cond + ") ",
                         block(singleValueDecl(Op, V), Op.body), Bcast);
}

} // namespace kt
