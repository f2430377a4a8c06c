// GPU lowering of the Kokkos constructs inside a kernel body (BodyOp -> text).
#include "rewriters/gpu/GpuLowering.h"
#include "rewriters/emit/BodyRender.h"

#include <algorithm>

namespace kt {

std::string GpuBodyRenderer::render(const BodyText &B, const std::string &ReturnLabel) {
  return spliceOps(B, [&](size_t I) { return op(*B.ops[I], ReturnLabel); });
}

std::string GpuBodyRenderer::block(const std::string &Decls, const BodyText &B) {
  std::string Label = hasReturn(B) ? fresh("kt_next_") : "";
  return wrapBlock(B, Decls, Label, render(B, Label));
}

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

std::string GpuBodyRenderer::op(const BodyOp &Op, const std::string &ReturnLabel) {
  using K = BodyOp::Kind;
  switch (Op.kind) {
  case K::LeagueRank:
    return "kt_league";
  case K::LeagueSize:
    return "kt_league_size";
  case K::TeamRank:
    return "(int)threadIdx.y";
  case K::TeamSize:
    return TS.empty() ? "(int)blockDim.y" : "(int)" + TS;
  case K::TeamBarrier:
    return "__syncthreads()";
  case K::TeamBroadcast:
    return "(" + Op.args[0] + " = kt_team_broadcast(" + Op.args[0] + ", " + Op.args[1] + "))";
  case K::TeamScratch:
    return "kt_scratch" + std::to_string(Op.level) + ".team()";
  case K::ThreadScratch:
    return "kt_scratch" + std::to_string(Op.level) + ".thread(threadIdx.y, " +
           (TS.empty() ? "blockDim.y" : TS) + ")";
  case K::NestedRange:
    return nested(Op);
  case K::Single:
    return single(Op);
  case K::Rename:
    return Op.text;
  case K::Return:
    return "goto " + ReturnLabel + ";";
  case K::ThisArrow:
    return "";
  case K::SelfCall:
    return "kt_self.";
  case K::TeamContext:
    return "kt_ctx";
  case K::TeamReduce: // every thread of the team calls it (kt/gpu/reduce.hpp)
    return "(" + Op.args[0] + " = kt_team_reduce<" + shimReducerType(*Op.reducer, Op.accType) +
           ">(" + Op.args[0] + "))";
  case K::TeamScan: // kt/gpu/team_scan.hpp
    return "kt_team_value_scan<" + Op.accType + ">(" + render(*Op.begin, "") +
           (Op.end ? ", " + render(*Op.end, "") : "") + ")";
  }
  return "";
}

std::string GpuBodyRenderer::nested(const BodyOp &Op) {
  const std::string &I = Op.indexName, &T = Op.indexType;
  auto Paren = parenthesised;
  std::string B = Op.begin ? Paren(render(*Op.begin, "")) : std::string("0");
  std::string E = Paren(render(*Op.end, ""));
  auto [Start, Step] = gpuIndexPlan(Op.nest, T, VL, TS);
  std::string Loop = "for (" + T + " " + I + " = " + B + " + " + Start + "; " + I + " < " + E +
                     "; " + I + " += " + Step + ")";
  // A vector loop whose stride is a constant is kept rolled: measured on the H100, unrolling it
  // cost the tiled stencil benchmark 20% (40 instead of 32 registers), while the constant
  // stride and masks are what the sparse product gains from (docs/PERFORMANCE.md).
  if (Op.nest == NestLevel::ThreadVector && !VL.empty() && VL != "1")
    Loop = "#pragma unroll 1\n" + Loop; // every use starts the loop on a line of its own
  if (Op.pattern == Pattern::For) {
    std::string Out = "// " + std::string(Op.nest == NestLevel::TeamThread ? "TeamThreadRange"
                                          : Op.nest == NestLevel::ThreadVector
                                              ? "ThreadVectorRange"
                                              : "TeamVectorRange") +
                      ": explicit loop\n" + Loop + " " + block("", Op.body);
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
  return "{\n" + VT + " " + Acc + ";\n" + OpT + "::init(" + Acc + ");\n" + Loop + " " +
         block(VT + " &" + Op.accName + " = " + Acc + ";\n", Op.body) + "\n" + Acc + " = " +
         Collective + OpT + ">(" + Acc + ");\n" + R.result + " = " + Acc + ";\n}";
}

/// A scan over TeamThreadRange or ThreadVectorRange: kt_team_scan / kt_vector_scan
/// (kt/gpu/team_scan.hpp) run the body, as a lambda, twice per index; the total is returned.
std::string GpuBodyRenderer::scan(const BodyOp &Op, const std::string &B, const std::string &E) {
  const bool Team = Op.nest == NestLevel::TeamThread;
  std::string Body = "[&](const " + Op.indexType + " " + Op.indexName + ", " + Op.accType + " &" +
                     Op.accName + ", const bool " + Op.finalName + ") " + block("", Op.body);
  return std::string("// ") + (Team ? "TeamThreadRange" : "ThreadVectorRange") +
         " scan (kt/gpu/team_scan.hpp): tiles of one index per " + (Team ? "thread" : "lane") +
         ", the body with final = false, a scan across them, the body with final = true\n" +
         (Op.valueTarget.empty() ? "" : Op.valueTarget + " = ") +
         (Team ? "kt_team_scan<" : "kt_vector_scan<") + nestedScanOp(Op) + ", " + Op.indexType + ">(" + B + ", " + E + ", " + Body + ");";
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
  using K = BodyOp::Kind;
  std::string Decls;
  if (bodyUses(H.body, K::LeagueRank))
    Decls += "const int kt_league = kt_ctx.league_rank;\n";
  if (bodyUses(H.body, K::LeagueSize))
    Decls += "const int kt_league_size = kt_ctx.league_size;\n";
  for (int L = 0; L < 2; ++L)
    if (bodyUses(H.body, K::TeamScratch, L) || bodyUses(H.body, K::ThreadScratch, L))
      Decls += "kt::ScratchPool &kt_scratch" + std::to_string(L) + " = *kt_ctx.scratch" +
               std::to_string(L) + ";\n";
  return teamHelperDefinition(H, "__device__ ", GpuHelperContext, Decls, R.render(H.body, ""));
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
  std::string Who = Op.perTeam ? "single(PerTeam)" : "single(PerThread)";
  if (Op.valueName.empty())
    return "// " + Who + "\nif (" + Cond + ") " + block("", Op.body) + vectorSync();
  std::string V = fresh("kt_single_");
  std::string Bcast = Op.perTeam      ? "kt_team_broadcast(" + V + ", 0)"
                      : VL.empty()    ? "kt_vector_broadcast(" + V + ")"
                                      : "kt_vector_broadcast_c<" + VL + ">(" + V + ")";
  return "{ // " + Who + " with a broadcast value\n" + Op.valueType + " " + V + " = " +
         Op.valueTarget + ";\nif (" + Cond + ") " +
         block(Op.valueType + " &" + Op.valueName + " = " + V + ";\n", Op.body) + "\n" +
         Op.valueTarget + " = " + Bcast + ";\n}";
}

} // namespace kt
