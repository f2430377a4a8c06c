// OpenMP kernel-mode lowering of the Kokkos constructs inside a kernel body (BodyOp -> text).
// TeamThreadRange runs on the block's y index, ThreadVectorRange on x (coalesced),
// TeamVectorRange on both; `kt_b` is the thread's kt_block (runtime-shim/include/kt/openmp/block.hpp).
#include "rewriters/openmp/OmpLowering.h"
#include "rewriters/emit/BodyRender.h"
#include "rewriters/emit/OpText.h"

#include <algorithm>

namespace kt {

std::string OmpShared::slotExpr() const {
  std::string S = "kt_slot_bytes<";
  bool First = true;
  for (const std::string &T : slotTypes) {
    S += (First ? "" : ", ") + T;
    First = false;
  }
  return S + ">()";
}

/// A data member read off a computed object (`f(x).m`), which clang 19 refuses in a target
/// region, reached through a pointer to member: `(f(x).*&T::m)` (the same object, value category
/// and member). Without a spelling (ompCheckBody refuses it in a kernel body), as written.
std::optional<std::string> OmpBodyRenderer::ownOp(const BodyOp &Op) {
  using K = BodyOp::Kind;
  if ((Op.kind != K::ValueMemberOpen && Op.kind != K::ValueMember) || Op.args[0].empty())
    return std::nullopt;
  if (Op.kind == K::ValueMemberOpen)
    return std::string("(");
  const bool Arrow = llvm::StringRef(Op.text).starts_with("->");
  return (Arrow ? "->*&" : ".*&") + Op.args[0] + "::" + Op.args[1] + ")";
}

std::string OmpBodyRenderer::teamOp(const BodyOp &Op) {
  using K = BodyOp::Kind;
  switch (Op.kind) {
  case K::TeamRank:
    return "kt_b.t.y";
  case K::TeamSize:
    return "kt_b.dim.y";
  case K::TeamBarrier:
    return "ompx::sync_block()";
  case K::TeamToken: // kt/unique_token.hpp
    return teamToken(Op, "kt_b.t.x == 0 && kt_b.t.y == 0");
  case K::TeamBroadcast: // any type up to the broadcast slot; see kt_team_broadcast
    return "(" + Op.args[0] + " = kt_team_broadcast(kt_b, " +
           (Op.begin ? render(*Op.begin, "") + ", " : "") + Op.args[0] + ", " +
           render(*Op.end, "") + "))";
  case K::ThreadScratch:
    return "kt_scratch" + std::to_string(Op.level) + ".thread(kt_b.t.y, kt_b.dim.y)";
  case K::TeamReduce: // every thread of the team calls it (kt/openmp/reduce.hpp)
  case K::TeamScan:   // kt/openmp/team_scan.hpp
    if (Op.kind == K::TeamScan)
      return "kt_team_value_scan<" + Op.accType + ">(kt_b, " + render(*Op.begin, "") +
             (Op.end ? ", " + render(*Op.end, "") : "") + ")";
    return teamReduceCall(Op, "kt_b, ", Op.begin ? render(*Op.begin, "") : "");
  default:
    break;
  }
  return "";
}

std::string OmpBodyRenderer::nested(const BodyOp &Op) {
  const std::string &I = Op.indexName, &T = Op.indexType;
  auto [B, E] = bounds(Op);
  std::string Start, Step;
  switch (Op.nest) {
  case NestLevel::TeamThread: // every vector lane of a thread runs the same index
    Start = "(" + T + ")kt_b.t.y";
    Step = "(" + T + ")kt_b.dim.y";
    break;
  case NestLevel::ThreadVector:
    Start = "(" + T + ")kt_b.t.x";
    Step = "(" + T + ")kt_b.dim.x";
    break;
  case NestLevel::TeamVector:
    Start = "(" + T + ")(kt_b.t.y * kt_b.dim.x + kt_b.t.x)";
    Step = "(" + T + ")(kt_b.dim.x * kt_b.dim.y)";
    break;
  }
  std::string Loop = "for (" + T + " " + I + " = " + B + " + " + Start + "; " + I + " < " + E +
                     "; " + I + " += " + Step + ")";
  if (Op.pattern == Pattern::For) {
    std::string Out =
        "// " + std::string(nestName(Op.nest)) + ": explicit loop\n" + Loop + " " + block("", Op.body);
    if (Op.nest == NestLevel::ThreadVector)
      Out += "\nkt_syncwarp(kt_vector_mask(kt_b));";
    return Out;
  }
  if (Op.pattern == Pattern::Scan)
    return scan(Op, B, E);
  // Reduce: per-thread accumulator, the loop, then the collective for this level.
  const Reducer &R = *Op.reducer;
  std::string VT = Op.accType, OpT = shimReducerType(R, VT), Acc = fresh("kt_red_");
  std::string Collective = Op.nest == NestLevel::ThreadVector ? "kt_vector_reduce"
                           : Op.nest == NestLevel::TeamThread ? "kt_team_reduce"
                                                              : "kt_block_allreduce";
  return nestedReduceText("", VT, Acc, OpT, Loop, block(accBinding(Op, Acc), Op.body),
                          Acc + " = " + Collective + "<" + OpT + ">(kt_b, " + Acc + ");\n", R);
}

/// A scan over TeamThreadRange or ThreadVectorRange: kt_team_scan / kt_vector_scan
/// (kt/openmp/team_scan.hpp) run the body, as a lambda, twice per index; the total is returned.
std::string OmpBodyRenderer::scan(const BodyOp &Op, const std::string &B, const std::string &E) {
  return teamScanText(Op, "kt/openmp/team_scan.hpp", "kt_b, ", B, E, block("", Op.body));
}

std::string OmpBodyRenderer::single(const BodyOp &Op) {
  std::string Cond = Op.perTeam ? "kt_b.t.x == 0 && kt_b.t.y == 0" : "kt_b.t.x == 0";
  std::string Who = singleName(Op);
  if (Op.valueName.empty())
    return "// " + Who + "\nif (" + Cond + ") " + block("", Op.body) +
           "\nkt_syncwarp(kt_vector_mask(kt_b));";
  std::string V = fresh("kt_single_");
  std::string Bcast = Op.perTeam ? "kt_team_broadcast(kt_b, " + V + ", 0)"
                                 : "kt_vector_broadcast(kt_b, " + V + ")";
  return singleValueText(Op, Who + " with a broadcast value", V, "if (" + Cond + ") ",
                         block(singleValueDecl(Op, V), Op.body), Bcast);
}

std::string ompTeamContextDecl(const Kernel &K) {
  if (teamHelpersOf(K.body).empty())
    return "";
  return "// what the team helpers receive in place of the team member\n"
         "const kt::TeamContext<kt_block_info> kt_ctx{kt_league, kt_league_size, kt_b.dim.y, " +
         std::string(K.usesScratch(0) ? "&kt_scratch0" : "nullptr") + ", " +
         (K.usesScratch(1) ? "&kt_scratch1" : "nullptr") + ", &kt_b};\n";
}

/// The parameter a team helper receives in place of the team member.
static const char *const OmpHelperContext = "const kt::TeamContext<kt_block_info> &kt_ctx";

std::string ompTeamHelper(const TeamHelper &H) {
  OmpBodyRenderer R;
  std::string Decls = "kt_block_info &kt_b = *kt_ctx.block;\n" + teamHelperContextDecls(H);
  // Functions a target region calls are compiled for the device implicitly (OpenMP 5.0).
  return teamHelperDefinition(H, "", OmpHelperContext, Decls, R.render(H.body, ""));
}

std::vector<std::string> ompTeamHelperDeclarations(const TeamHelper &H) {
  return teamHelperDeclarations(H, "", OmpHelperContext);
}

} // namespace kt
