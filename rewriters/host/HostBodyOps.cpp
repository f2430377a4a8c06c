// Host lowering of the Kokkos constructs inside a kernel body (BodyOp -> text), for a team of
// one thread as Kokkos::Serial runs it.
#include "rewriters/emit/BodyRender.h"
#include "rewriters/emit/OpText.h"
#include "rewriters/host/HostLowering.h"

#include <algorithm>

namespace kt {

/// (A TeamContext, kt_ctx as on every target, is refused by lowerHostKernel: KT1041.)
std::string HostBodyRenderer::teamOp(const BodyOp &Op) {
  using K = BodyOp::Kind;
  switch (Op.kind) {
  case K::TeamRank:
    return "0";
  case K::TeamSize:
    return "1";
  case K::TeamBarrier:
    return "(void)0 /* team_barrier: a team of one thread */";
  case K::TeamToken: // kt/unique_token.hpp; the team's one thread acquires
    return teamToken(Op, "true");
  case K::TeamBroadcast: // the only rank is 0: the value is already everyone's, once the
    return Op.begin ? "(void)((" + render(*Op.begin, "") + ")(" + Op.args[0] + "))" // closure ran
                    : "(void)(" + Op.args[0] + ")";
  case K::ThreadScratch:
    return "kt_scratch" + std::to_string(Op.level) + ".thread(0, 1)";
  case K::TeamReduce: // team-level code runs as a team of one thread (per rank: KT1021)
  case K::TeamScan:
    return teamOfOneCollective(Op, Op.begin ? render(*Op.begin, "") : Op.args[0],
                               Op.end ? render(*Op.end, "") : Op.args[1]);
  default:
    break;
  }
  return "";
}

std::string HostBodyRenderer::nested(const BodyOp &Op) {
  const std::string &I = Op.indexName, &T = Op.indexType;
  auto [B, E] = bounds(Op);
  std::string Loop = "for (" + T + " " + I + " = " + B + "; " + I + " < " + E + "; ++" + I + ")";
  std::string Name = nestName(Op.nest);
  if (Op.pattern == Pattern::For)
    return "// " + Name + ": a sequential loop (a team of one thread)\n" + Loop + " " +
           block("", Op.body);
  if (Op.pattern == Pattern::Scan) { // as Kokkos::Serial: one pass with final = true
    std::string Acc = fresh("kt_scan_");
    return serialScanText(
        Op, Name + " scan: one pass in index order with final = true (a team of one thread)", Acc,
        Loop, block(serialScanDecls(Op, Acc), Op.body));
  }
  // Reduce: the reducer's identity, the loop, then the result.
  const Reducer &R = *Op.reducer;
  std::string VT = Op.accType, OpT = shimReducerType(R, VT), Acc = fresh("kt_red_");
  return nestedReduceText(" // " + Name + " reduction: a sequential loop", VT, Acc, OpT, Loop,
                          block(accBinding(Op, Acc), Op.body), "", R);
}

std::string HostBodyRenderer::single(const BodyOp &Op) {
  std::string Who = singleName(Op);
  if (Op.valueName.empty())
    return "// " + Who + ": the team's one thread runs it\n" + block("", Op.body);
  std::string V = fresh("kt_single_");
  return singleValueText(Op, Who + " with a value: the team's one thread runs it", V, "",
                         block(singleValueDecl(Op, V), Op.body), V);
}

} // namespace kt
