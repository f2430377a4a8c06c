// Host lowering of the Kokkos constructs inside a kernel body (BodyOp -> text), for a team of
// one thread as Kokkos::Serial runs it.
#include "rewriters/emit/BodyRender.h"
#include "rewriters/host/HostLowering.h"

#include <algorithm>

namespace kt {

std::string HostBodyRenderer::render(const BodyText &B, const std::string &ReturnLabel) {
  return spliceOps(B, [&](size_t I) { return op(*B.ops[I], ReturnLabel); });
}

std::string HostBodyRenderer::block(const std::string &Decls, const BodyText &B) {
  std::string Label = hasReturn(B) ? fresh("kt_next_") : "";
  return wrapBlock(B, Decls, Label, render(B, Label));
}

std::string HostBodyRenderer::op(const BodyOp &Op, const std::string &ReturnLabel) {
  using K = BodyOp::Kind;
  switch (Op.kind) {
  case K::LeagueRank:
    return "kt_league";
  case K::LeagueSize:
    return "kt_league_size";
  case K::TeamRank:
    return "0";
  case K::TeamSize:
    return "1";
  case K::TeamBarrier:
    return "(void)0 /* team_barrier: a team of one thread */";
  case K::TeamBroadcast: // the only rank is 0: the value is already everyone's
    return "(void)(" + Op.args[0] + ")";
  case K::TeamScratch:
    return "kt_scratch" + std::to_string(Op.level) + ".team()";
  case K::ThreadScratch:
    return "kt_scratch" + std::to_string(Op.level) + ".thread(0, 1)";
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
  case K::TeamContext: // refused by lowerHostKernel (KT1041)
    return "kt_ctx";
  case K::TeamReduce: // team-level code runs as a team of one thread (per rank: KT1021)
  case K::TeamScan:
    return teamOfOneCollective(Op, Op.begin ? render(*Op.begin, "") : Op.args[0],
                               Op.end ? render(*Op.end, "") : Op.args[1]);
  }
  return "";
}

std::string HostBodyRenderer::nested(const BodyOp &Op) {
  const std::string &I = Op.indexName, &T = Op.indexType;
  auto Paren = parenthesised;
  std::string B = Op.begin ? Paren(render(*Op.begin, "")) : std::string("0");
  std::string E = Paren(render(*Op.end, ""));
  std::string Loop = "for (" + T + " " + I + " = " + B + "; " + I + " < " + E + "; ++" + I + ")";
  std::string Name = Op.nest == NestLevel::TeamThread     ? "TeamThreadRange"
                     : Op.nest == NestLevel::ThreadVector ? "ThreadVectorRange"
                                                          : "TeamVectorRange";
  if (Op.pattern == Pattern::For)
    return "// " + Name + ": a sequential loop (a team of one thread)\n" + Loop + " " +
           block("", Op.body);
  if (Op.pattern == Pattern::Scan) { // as Kokkos::Serial: one pass with final = true
    std::string Acc = fresh("kt_scan_");
    return "{ // " + Name + " scan: one pass in index order with final = true (a team of one "
           "thread)\n" + Op.accType + " " + Acc + ";\n" + nestedScanOp(Op) + "::init(" + Acc +
           ");\n" + Loop + " " +
           block(Op.accType + " &" + Op.accName + " = " + Acc + ";\n" +
                     (Op.finalName.empty() ? "" : "const bool " + Op.finalName + " = true;\n"),
                 Op.body) +
           "\n" + (Op.valueTarget.empty() ? "" : Op.valueTarget + " = " + Acc + ";\n") + "}";
  }
  // Reduce: the reducer's identity, the loop, then the result.
  const Reducer &R = *Op.reducer;
  std::string VT = Op.accType, OpT = shimReducerType(R, VT), Acc = fresh("kt_red_");
  return "{ // " + Name + " reduction: a sequential loop\n" + VT + " " + Acc + ";\n" + OpT +
         "::init(" + Acc + ");\n" + Loop + " " + block(VT + " &" + Op.accName + " = " + Acc + ";\n", Op.body) +
         "\n" + R.result + " = " + Acc + ";\n}";
}

std::string HostBodyRenderer::single(const BodyOp &Op) {
  std::string Who = Op.perTeam ? "single(PerTeam)" : "single(PerThread)";
  if (Op.valueName.empty())
    return "// " + Who + ": the team's one thread runs it\n" + block("", Op.body);
  std::string V = fresh("kt_single_");
  return "{ // " + Who + " with a value: the team's one thread runs it\n" + Op.valueType + " " +
         V + " = " + Op.valueTarget + ";\n" +
         block(Op.valueType + " &" + Op.valueName + " = " + V + ";\n", Op.body) + "\n" +
         Op.valueTarget + " = " + V + ";\n}";
}

} // namespace kt
