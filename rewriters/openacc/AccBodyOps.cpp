// OpenACC lowering of the Kokkos constructs inside a kernel body (BodyOp -> text).
//
// A team body runs gang-redundant: one execution per team, which is Kokkos's semantics for a team
// of one thread (a legal size for Kokkos::AUTO), so team-level code sees team_rank() == 0 and
// team_size() == 1. Its nested ranges are partitioned loops: TeamThreadRange -> `loop worker`,
// ThreadVectorRange -> `loop vector`, TeamVectorRange -> `loop worker vector`. Team-level
// variables are gang-private (GCC keeps them in shared memory and broadcasts them to the
// workers), so values computed between barriers cross them; a team_barrier itself is the end
// of the partitioned loops before it. Everything else is reported as KT1021.
#include "rewriters/openacc/AccLowering.h"
#include "rewriters/emit/BodyRender.h"
#include "rewriters/emit/OpText.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>

namespace kt {

static std::string trim(const std::string &S) {
  size_t B = S.find_first_not_of(" \t\n"), E = S.find_last_not_of(" \t\n");
  return B == std::string::npos ? "" : S.substr(B, E - B + 1);
}

bool accThreadScratch(const Kernel &K) {
  return anyKernelOp(K, [](const BodyOp &Op) { return Op.kind == BodyOp::Kind::ThreadScratch; });
}

std::string accVary(const std::string &Acc) { return "kt_acc_vary(" + Acc + ");\n"; }

std::string accClauseOp(const Reducer &R, Arith A) {
  // The types GCC 12's reduction clauses were tried on (signed char, unsigned char, unsigned
  // short and long double keep the explicit scheme).
  static const Arith Clause[] = {Arith::Bool, Arith::Char,  Arith::Short,    Arith::Int,
                                 Arith::UInt, Arith::Long,  Arith::ULong,    Arith::LongLong,
                                 Arith::ULongLong, Arith::Float, Arith::Double};
  if (std::find(std::begin(Clause), std::end(Clause), A) == std::end(Clause))
    return "";
  bool Float = isFloating(A);
  switch (R.kind) {
  case ReducerKind::Sum:
    return "+";
  case ReducerKind::Prod:
    return "*";
  case ReducerKind::Min:
    return "min";
  case ReducerKind::Max:
    return "max";
  case ReducerKind::LAnd:
    return "&&";
  case ReducerKind::LOr:
    return "||";
  case ReducerKind::BAnd:
    return Float ? "" : "&";
  case ReducerKind::BOr:
    return Float ? "" : "|";
  default:
    return "";
  }
}

std::string AccBodyRenderer::render(const BodyText &B, Level L, const std::string &ReturnLabel) {
  return spliceOps(B, [&](size_t I) { return op(B, I, L, ReturnLabel); });
}

std::string AccBodyRenderer::renderRange(const BodyText &B, unsigned Begin, unsigned End, Level L,
                                         const std::string &ReturnLabel) {
  return spliceOpsIn(B, Begin, End, [&](size_t I) { return op(B, I, L, ReturnLabel); });
}

bool AccBodyRenderer::hasReturnIn(const BodyText &B, unsigned Begin, unsigned End) {
  for (const auto &Op : B.ops)
    if (Op->kind == BodyOp::Kind::Return && Op->offset >= Begin && Op->offset < End)
      return true;
  return false;
}

std::string AccBodyRenderer::block(const std::string &Decls, const BodyText &B, Level L) {
  std::string Label = hasReturn(B) ? fresh("kt_next_") : "";
  return wrapBlock(B, Decls, Label, render(B, L, Label));
}

/// team_rank() at team level is 0 (a team of one thread). That is Kokkos's meaning only where
/// every thread of a larger team would do the same: `team_rank() == 0` (the branch one thread
/// takes), `team_rank() < 0` and `team_rank() >= team_size()` (branches none takes).
std::string AccBodyRenderer::op(const BodyText &B, size_t I, Level L,
                                const std::string &ReturnLabel) {
  const BodyOp &Op = *B.ops[I];
  using K = BodyOp::Kind;
  bool TeamLevel = L == Level::Team;
  switch (Op.kind) {
  case K::TeamRank:
    if (PerRank) // one loop iteration per team thread (AccKernels.cpp, AccRanks.cpp)
      return "kt_rank";
    if (!TeamLevel) // accCallsWorker (AccChecks.cpp) finds these on the model
      return "kt_acc_worker()";
    return "0"; // a team of one thread (what else is KT1021: accCheckBodies)
  case K::TeamSize: // AUTO at team level: a team of one thread
    if (!TeamLevel || PerRank || !this->K.policy.teamSize.empty())
      return "kt_ts";
    return "1";
  case K::TeamBarrier:
    return "(void)0 /* team_barrier: the worker loops before it have ended */";
  case K::TeamBroadcast: // from thread 0 at team level (accCheckBodies); the closure applied
    return Op.begin
               ? "((" + render(*Op.begin, L, "") + ")(" + Op.args[0] + "), " + Op.args[0] + ")"
               : "(" + Op.args[0] + ")";
  case K::TeamScratch:
    if (PerRank) // this team thread's copy of the pool (AccRanks.cpp)
      return "kt_rscratch" + std::to_string(Op.level) + ".team()";
    return "kt_scratch" + std::to_string(Op.level) + ".team()";
  case K::ThreadScratch:
    if (PerRank) // this team thread's chunk of its copy of the pool (AccRanks.cpp)
      return "kt_rscratch" + std::to_string(Op.level) + ".thread(kt_rank, kt_ts)";
    return "kt_scratch" + std::to_string(Op.level) + ".thread(0, 1)";
  case K::NestedRange:
    return Op.prelude ? withPrelude(render(*Op.prelude, L, ""), nested(Op, L)) : nested(Op, L);
  case K::Single:
    return single(Op, L);
  case K::TeamContext: // the helper's variant for this level (accTeamHelper)
    return L == Level::Worker   ? "kt::TeamContextInWorker{kt_ctx}"
           : L == Level::Vector ? "kt::TeamContextInLane{kt_ctx}"
                                : "kt_ctx";
  case K::TeamReduce: // team-level code runs as a team of one thread (per rank: KT1021)
  case K::TeamScan:
    return teamOfOneCollective(Op, Op.begin ? render(*Op.begin, L, "") : Op.args[0],
                               Op.end ? render(*Op.end, L, "") : Op.args[1]);
  default:
    break;
  }
  return commonOpText(Op, ReturnLabel).value_or("");
}

std::string AccBodyRenderer::nested(const BodyOp &Op, Level L) {
  const char *Name = nestName(Op.nest);
  const char *Par = Op.nest == NestLevel::TeamThread     ? "worker"
                    : Op.nest == NestLevel::ThreadVector ? "vector"
                                                         : "worker vector";
  auto Paren = parenthesised;
  const std::string &I = Op.indexName, &T = Op.indexType;
  std::string Bg = Op.begin ? Paren(render(*Op.begin, L, "")) : std::string("0");
  std::string E = Paren(render(*Op.end, L, ""));
  // A reduction's accumulator is declared before its loop, under the name its body gives it:
  // bounds that name the same variable are read into constants first.
  std::string Bounds;
  for (auto [Bound, Base] : {std::pair{&Bg, "kt_begin_"}, std::pair{&E, "kt_end_"}})
    if (Op.pattern == Pattern::Reduce && mentionsWord(*Bound, Op.accName)) {
      const std::string Value = fresh(Base);
      Bounds += "const auto " + Value + " = " + *Bound + ";\n";
      *Bound = Value;
    }
  if (PerRank)
    return rankNested(Op, L, Name, Bg, E, Bounds);
  std::string Loop = "for (" + T + " " + I + " = " + Bg + "; " + I + " < " + E + "; ++" + I + ")";

  bool Red = Op.pattern == Pattern::Reduce;
  std::string Clause = Red ? accClauseOp(*Op.reducer, Op.accArith) : "";
  if (Op.pattern == Pattern::Scan)
    return scan(Op, L, Loop, Name);
  // A body that names the enclosing kernel's accumulator (a per-thread value in Kokkos)
  // reduces into it too.
  bool Outer = false;
  for (const std::string &A : OuterAccs)
    Outer = Outer || std::find(Op.outerUses.begin(), Op.outerUses.end(), A) != Op.outerUses.end();
  bool Seq = (Red && Clause.empty()) || (Outer && OuterClause.empty());
  // A TeamThreadRange whose body leaves the vector lanes free (accLanesFree) also spreads its
  // indices over them (otherwise 1 lane in 32 works), unless the kernel uses thread_scratch
  // anywhere (LanesOk).
  bool Lanes = LanesOk && Op.nest == NestLevel::TeamThread && L == Level::Team && !Seq &&
               accLanesFree(Op);
  std::string Pragma = "#pragma acc loop ";
  if (Seq) {
    Pragma += "seq";
  } else {
    Pragma += std::string(Par) + (Lanes ? " vector" : "");
    if (L == Level::Team && !Op.privateWrites.empty()) // each thread's own (accCheckBodies)
      Pragma += " private(" + llvm::join(Op.privateWrites, ", ") + ")";
    if (Red)
      Pragma += " reduction(" + Clause + ":" + Op.accName + ")";
    if (Outer)
      Pragma += " reduction(" + OuterClause + ":" + OuterAccs.at(0) + ")";
  }
  // Over vector lanes (accVary: a worker-only reduction has no warp shuffles to keep).
  const bool Vector = !Seq && (Lanes || Op.nest != NestLevel::TeamThread);
  std::string Vary = !Vector ? "" : (Red ? accVary(Op.accName) : "") + (Outer ? accVary(OuterAccs.at(0)) : "");
  std::string Body = block(Vary, Op.body, accBodyLevel(Op, L));
  std::string Comment = "// " + std::string(Name) +
                        (Lanes ? ": over workers and vector lanes"
                               : "") +
                        (Seq ? ": sequential in this " +
                                   std::string(L == Level::Team ? "gang" : "worker") +
                                   " (no reduction clause)"
                             : "");
  if (!Red)
    return Comment + "\n" + Pragma + "\n" + Loop + " " + Body;
  // GCC 12 (nvptx): a worker or vector reduction over no index never returns on the GPU; an
  // empty range leaves the accumulator at its identity, as in Kokkos.
  std::string Reduction = Pragma + "\n" + Loop + " " + Body + "\n";
  if (!Seq)
    Reduction = "if (" + Bg + " < " + E + ") {\n" + Reduction + "}\n";
  return reduceInto(Op, Comment + ", reduction into " + trim(Op.reducer->result) + "\n" + Bounds,
                    Reduction);
}

std::string AccBodyRenderer::reduceInto(const BodyOp &Op, const std::string &Head,
                                        const std::string &Reduction) {
  const std::string &VT = Op.accType, &A = Op.accName, &Result = Op.reducer->result;
  const std::string OpT = shimReducerType(*Op.reducer, VT);
  std::string Own = VT + " " + A + " = kt_identity<" + OpT + ">();\n" + Reduction;
  if (!mentionsWord(Result, A))
    return "{\n" + Head + Own + nestedResultText(*Op.reducer, OpT, A) + "}";
  std::string Res = fresh("kt_red_");
  return "{\n" + Head + VT + " " + Res + ";\n{\n" + Own + Res + " = " + A + ";\n}\n" +
         nestedResultText(*Op.reducer, OpT, Res) + "}";
}

/// A scan over TeamThreadRange or ThreadVectorRange: OpenACC has no scan across workers or
/// vector lanes, so the executor of the enclosing level (the gang's, or the worker's lane) runs
/// it as Kokkos::Serial does, one pass in index order with final = true (`loop seq`), which a
/// well-formed scan body allows. Its body stays at the enclosing level.
std::string AccBodyRenderer::scan(const BodyOp &Op, Level L, const std::string &Loop,
                                  const char *Name) {
  std::string Acc = fresh("kt_scan_");
  return serialScanText(Op,
                        std::string(Name) + " scan: sequential in this " +
                            (L == Level::Team ? "gang" : "worker") + " (final = true, in index order)",
                        Acc, "#pragma acc loop seq\n" + Loop,
                        block(serialScanDecls(Op, Acc), Op.body, accBodyLevel(Op, L)));
}

std::string AccBodyRenderer::single(const BodyOp &Op, Level L) {
  std::string Who = singleName(Op);
  if (PerRank && Op.perTeam) // the broadcast form is refused (accCheckPerRank)
    return "// " + Who + ": team thread 0\nif (kt_rank == 0) " + block("", Op.body, L);
  if (PerRank && Op.valueName.empty())
    return "// " + Who + ": once per team thread\n" + block("", Op.body, L);
  std::string Why = L == Level::Team ? ": once per gang" : ": once per loop index";
  if (Op.valueName.empty())
    return "// " + Who + Why + "\n" + block("", Op.body, L);
  std::string V = fresh("kt_single_");
  return singleValueText(Op, Who + " with a broadcast value" + Why, V, "",
                         block(singleValueDecl(Op, V), Op.body, L), V);
}

std::string accTeamContextDecl(const Kernel &K) {
  if (teamHelpersOf(K.body).empty())
    return "";
  return "// what the team helpers receive in place of the team member\n"
         "const kt::TeamContext<> kt_ctx{kt_league, kt_league_size, kt_ts, " +
         std::string(K.usesScratch(0) ? "&kt_scratch0" : "nullptr") + ", " +
         (K.usesScratch(1) ? "&kt_scratch1" : "nullptr") + ", nullptr};\n";
}

namespace {

/// A team helper variant's routine directive, the parameter it receives in place of the team
/// member, and a comment naming its callers (none for the team-level one).
struct HelperVariant {
  const char *routine, *context, *comment;
};

HelperVariant helperVariant(AccBodyRenderer::Level L) {
  using Level = AccBodyRenderer::Level;
  if (L == Level::Worker)
    return {"#pragma acc routine vector\n", "const kt::TeamContextInWorker &kt_ctx",
            "// its variant for calls inside a TeamThreadRange: a worker's code, its vector "
            "ranges its lanes\n"};
  if (L == Level::Vector)
    return {"#pragma acc routine seq\n", "const kt::TeamContextInLane &kt_ctx",
            "// its variant for calls inside a vector range: one lane's code\n"};
  return {"#pragma acc routine worker\n", "const kt::TeamContext<> &kt_ctx", ""};
}

} // namespace

std::string accTeamHelper(const TeamHelper &H, AccBodyRenderer &R, AccBodyRenderer::Level L) {
  std::string Decls = teamHelperContextDecls(
      H, bodyUses(H.body, BodyOp::Kind::TeamSize) ? "const int kt_ts = kt_ctx.team_size;\n" : "");
  // At team level its body is team-level code, as in a team kernel: gang-redundant
  // (worker-single), its nested ranges worker / vector loops; plain `loop worker` (a calling
  // kernel may have one worker per gang for thread_scratch). Below it, the code of one worker
  // (or one lane), as the range's body it is called from.
  R.setLanes(false);
  std::string Body = R.render(H.body, L, "");
  const HelperVariant V = helperVariant(L);
  return V.comment + teamHelperDefinition(H, V.routine, V.context, Decls, Body);
}

std::vector<std::string> accTeamHelperDeclarations(const TeamHelper &H,
                                                   const std::vector<AccBodyRenderer::Level> &Levels) {
  // A member's other declaration is in its class, where GCC 12 takes no directive; the one
  // before its definition, at file scope, serves.
  std::vector<std::string> Out(H.declarations.size());
  for (AccBodyRenderer::Level L : Levels) {
    const HelperVariant V = helperVariant(L);
    std::vector<std::string> Ds = teamHelperDeclarations(H, H.member ? "" : V.routine, V.context);
    for (size_t I = 0; I < Ds.size(); ++I)
      Out[I] += (Out[I].empty() ? "" : ";\n") + Ds[I];
  }
  return Out;
}

} // namespace kt
