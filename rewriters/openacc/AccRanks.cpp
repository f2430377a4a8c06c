// OpenACC team kernels whose team-level code runs once per team thread: it uses team_rank()
// (beyond `team_rank() == 0` guards) or, with an explicit team size, team_rank() / team_size(),
// so it cannot run once per gang as a team of one thread. Inside the gang (the team), each
// segment of the body between top-level team_barrier()s (Kernel::segments) becomes one
// worker-vector loop over the team's ranks: the end of a loop is the barrier. The variables a
// later segment uses live in one slot per gang and rank (device memory, kt/openacc/carry.hpp):
// the declaring segment copies them there at its end, the later ones bind references to them.
// Team scratch stays per gang; each rank carves its views from its own copy of the pool, as
// each Kokkos thread does. Nested ranges run sequentially in their team thread:
// TeamThreadRange / TeamVectorRange over the indices rank, rank + team_size, ...;
// ThreadVectorRange over all of them (vector length 1). What this cannot express is reported
// (KT1021) from the model before anything is emitted (accCheckPerRank).
#include "rewriters/openacc/AccLowering.h"
#include "rewriters/emit/BodyRender.h"
#include "rewriters/emit/OpText.h"
#include "rewriters/emit/Templates.h"

#include <algorithm>

namespace kt {

/// The op a Collect or Distribute piece names.
static const BodyOp *collectiveOp(const Kernel &K, unsigned Offset) {
  for (const auto &Op : K.body.ops)
    if (Op->offset == Offset)
      return Op.get();
  return nullptr; // not reached: the pieces name ops of the body
}

/// The slot of a nested reduction's partial (a member of kt_carry_t).
static std::string partialSlot(const BodyOp &Op) { return "kt_part" + std::to_string(Op.offset); }


/// An atomic read-modify-write (`kt::atomic_add`, `kt::atomic_fetch_max`, ...): run once per
/// team thread, not once per team.
static bool atomicUpdate(const BodyOp &Op) {
  if (Op.kind != BodyOp::Kind::Rename)
    return false;
  const size_t At = Op.text.rfind("atomic_");
  return At != std::string::npos && Op.text.find("atomic_load", At) == std::string::npos &&
         Op.text.find("atomic_store", At) == std::string::npos;
}

/// Team-level code that must run once per team thread: it uses team_rank() (beyond
/// `team_rank() == 0` guards; with an explicit team size, beyond such guards of what runs the
/// same once per team) or, with an explicit team size, team_size() or atomics.
static bool rankTriggers(const Kernel &K) {
  if (flatTeamBody(K))
    return true;
  const bool Sized = !K.policy.teamSize.empty();
  for (const auto &Op : K.body.ops)
    if ((Op->kind == BodyOp::Kind::TeamRank &&
         !(Sized ? Op->rankGuardShared : Op->rankFirstOnly)) ||
        (Op->kind == BodyOp::Kind::TeamSize && Sized) || (Sized && atomicUpdate(*Op)))
      return true;
  return false;
}

static void rankChecks(const Kernel &K, std::vector<LoweringDiag> &Diags);

bool accCutCollective(const Kernel &K, const BodyOp &Op) {
  const std::vector<unsigned> &Cuts = K.segments.collectives;
  return std::find(Cuts.begin(), Cuts.end(), Op.offset) != Cuts.end();
}

/// The loop of a team thread over its indices of a TeamThreadRange or TeamVectorRange:
/// begin + rank, begin + rank + team_size, ...
static std::string rankIndexLoop(const BodyOp &Op, const std::string &Bg, const std::string &E) {
  const std::string &I = Op.indexName, &T = Op.indexType;
  return "for (" + T + " " + I + " = " + Bg + " + (" + T + ")kt_rank; " + I + " < " + E + "; " + I +
         " += (" + T + ")kt_ts)";
}

bool accPerRank(const Kernel &K) {
  if (K.policy.kind != PolicyKind::Team)
    return false;
  if (rankTriggers(K))
    return true;
  // What gang-redundant team-level code cannot express (a team-level variable written in a
  // TeamThreadRange, team_rank() in single(PerThread)), loops over the ranks may.
  std::vector<LoweringDiag> Gang, Ranks;
  accCheckLevels(K, false, Gang);
  if (Gang.empty())
    return false;
  rankChecks(K, Ranks);
  accCheckLevels(K, true, Ranks);
  return Ranks.empty();
}

namespace {

const char *const kWhy = " (team-level code that uses team_rank() runs as loops over the team's "
                         "threads, cut at its team_barrier()s)";

/// What a per-rank body cannot hold, in B and the bodies nested in it.
void checkOps(const Kernel &K, const BodyText &B, std::vector<LoweringDiag> &Diags) {
  using Kd = BodyOp::Kind;
  auto Fail = [&](const std::string &What, const BodyOp &Op) {
    Diags.push_back({DiagId::AccTeamBody, "kernel '" + K.name + "': " + What + kWhy, Op.fileOffset});
  };
  for (const auto &OpP : B.ops) {
    const BodyOp &Op = *OpP;
    if (&B == &K.body && accCutCollective(K, Op))
      ; // cut as a collective (Piece::Collect)
    else if (Op.kind == Kd::TeamBroadcast)
      Fail("team_broadcast()", Op);
    else if (Op.kind == Kd::TeamReduce || Op.kind == Kd::TeamScan)
      Fail(std::string(Op.kind == Kd::TeamReduce ? "team_reduce()" : "team_scan()") +
               " (its threads would have to combine their values)",
           Op);
    else if (Op.kind == Kd::TeamContext)
      Fail("a team helper call", Op);
    else if (Op.kind == Kd::NestedRange && Op.nest != NestLevel::ThreadVector &&
             Op.pattern != Pattern::For)
      Fail(std::string("a nested parallel_") +
               (Op.pattern == Pattern::Reduce ? "reduce" : "scan") +
               " over the team's threads (its threads would have to combine their values)",
           Op);
    else if (Op.kind == Kd::Single && Op.perTeam && !Op.valueName.empty())
      Fail("single(PerTeam) with a broadcast value", Op);
    else if (Op.kind == Kd::NestedRange && Op.teamBarriers)
      Fail("Kokkos::Experimental::local_deep_copy with the team (its team barriers would cut the "
           "loops over the team's threads)",
           Op);
    if (Op.begin)
      checkOps(K, *Op.begin, Diags);
    if (Op.end)
      checkOps(K, *Op.end, Diags);
    if (Op.prelude)
      checkOps(K, *Op.prelude, Diags);
    checkOps(K, Op.body, Diags);
  }
}

bool carries(const Kernel &K) { return accPerRank(K) && K.segments.segments.size() > 1; }

} // namespace

/// A parallel_reduce whose team-level code only updates its value with the reduction's own
/// operator: each loop over the ranks reduces from the identity, the gang's value combines
/// them (RankSegments::accumulates).
static bool accumulatesPiecewise(const Kernel &K) {
  if (K.reducers.size() != 1)
    return false;
  switch (K.reducers[0].kind) {
  case ReducerKind::Sum:
    return K.segments.accumulates == '+';
  case ReducerKind::Prod:
    return K.segments.accumulates == '*';
  case ReducerKind::BOr:
    return K.segments.accumulates == '|';
  case ReducerKind::BAnd:
    return K.segments.accumulates == '&';
  default:
    return false;
  }
}

static void rankChecks(const Kernel &K, std::vector<LoweringDiag> &Diags) {
  const RankSegments &S = K.segments;
  if (!S.refusal.empty())
    Diags.push_back({DiagId::AccTeamBody, "kernel '" + K.name + "': " + S.refusal + kWhy,
                     S.refusalOffset});
  if (S.segments.size() > 1 && K.pattern == Pattern::Reduce && !accumulatesPiecewise(K))
    Diags.push_back({DiagId::AccTeamBody,
                     "kernel '" + K.name + "': a parallel_reduce whose team-level code uses "
                                           "team_rank() and a team_barrier()" + kWhy});
  checkOps(K, K.body, Diags);
}

void accCheckPerRank(const Kernel &K, std::vector<LoweringDiag> &Diags) {
  if (accPerRank(K))
    rankChecks(K, Diags);
}

bool accCarries(const Kernel &K) { return carries(K); }

std::string accCarryHost(const Kernel &K) {
  if (!carries(K))
    return "";
  std::string M;
  for (int Lv = 0; Lv < 2; ++Lv)
    if (K.usesScratch(Lv))
      M += "kt::ScratchPool kt_scratch" + std::to_string(Lv) + ";\n";
  for (const RankSegments::Carried &C : K.segments.carried)
    M += "kt_acc_type<" + C.type + "> " + C.name + ";\n";
  for (int F = 0; F < K.segments.conditions; ++F)
    M += "bool kt_if" + std::to_string(F) + "; // a branch condition\n";
  for (unsigned Off : K.segments.collectives)
    if (const BodyOp *Op = collectiveOp(K, Off); Op && Op->kind == BodyOp::Kind::NestedRange)
      M += "kt_acc_type<" + Op->accType + "> " + partialSlot(*Op) + "; // a nested reduction's\n";
  return fillTemplate("openacc/carry_struct", {{"members", M}});
}

namespace {

/// Whether the text [Begin, End) of B holds team scratch of level Lv (nested bodies included).
bool scratchIn(const BodyText &B, unsigned Begin, unsigned End, int Lv) {
  for (const auto &Op : B.ops)
    if (Op->offset >= Begin && Op->offset < End &&
        ((Op->kind == BodyOp::Kind::TeamScratch && Op->level == Lv) ||
         bodyUses(Op->body, BodyOp::Kind::TeamScratch, Lv) ||
         (Op->prelude && bodyUses(*Op->prelude, BodyOp::Kind::TeamScratch, Lv))))
      return true;
  return false;
}

/// A branch condition kept per team thread across the barriers inside the branch.
std::string keptCondition(int F) { return "kt_c.kt_if" + std::to_string(F); }

/// One piece of a segment (RankSegments::Piece).
std::string pieceText(const Kernel &K, AccBodyRenderer &R, size_t Seg,
                      const RankSegments::Piece &P, const std::string &Label) {
  using PK = RankSegments::Piece::Kind;
  switch (P.kind) {
  case PK::Text:
    return R.renderRange(K.body, P.begin, P.end, AccBodyRenderer::Level::Team, Label);
  case PK::Keep:
    return "(" + keptCondition(P.flag) + " = (";
  case PK::EndKeep:
    return "))";
  case PK::Reopen: { // `if (!a) if (b) {`: an `else` after the block is b's, as written
    std::string C;
    for (auto [F, Taken] : P.conditions)
      C += "if (" + std::string(Taken ? "" : "!") + keptCondition(F) + ") ";
    return C + (C.empty() ? "{\n" : "{ // the branch taken before the barrier\n");
  }
  case PK::Close:
    return "\n}";
  case PK::Collect:
    return "\n" + R.collect(*collectiveOp(K, P.op));
  case PK::Distribute:
    return R.distribute(*collectiveOp(K, P.op)) + "\n";
  case PK::Release: {
    const BodyOp &Op = *collectiveOp(K, P.op);
    return "// AcquireTeamUniqueToken: team thread 0 releases the token, every thread done with "
           "it\nif (kt_rank == 0) (" + R.render(*Op.begin, AccBodyRenderer::Level::Team, "") +
           ").release(" + Op.args[0] + ".value());\n";
  }
  case PK::Stores: {
    std::string S;
    for (const RankSegments::Carried &C : K.segments.carried)
      if (C.segment == Seg && C.block == P.block)
        S += "kt_acc_carry(kt_c." + C.name + ", " + C.name + ");\n";
    return S.empty() ? "" : "\n// kept for the segments after the barrier\n" + S;
  }
  }
  return "";
}

/// The block of one segment's loop over the ranks.
std::string segmentBlock(const Kernel &K, AccBodyRenderer &R, size_t Seg,
                         const std::string &RankDecls) {
  const RankSegments &RS = K.segments;
  std::string D;
  if (!K.body.locals.empty())
    D += "// declared in the enclosing function, used by the body\n";
  for (const LocalDecl &L : K.body.locals)
    D += L.text + "\n";
  D += RankDecls;
  if (carries(K))
    D += fillTemplate("openacc/carry_slot", {});
  for (int Lv = 0; Lv < 2; ++Lv) {
    if (!K.usesScratch(Lv) || (Seg > 0 && !scratchIn(K.body, RS.segments[Seg].first,
                                                      RS.segments[Seg].second, Lv)))
      continue;
    std::string N = "kt_rscratch" + std::to_string(Lv), G = "kt_scratch" + std::to_string(Lv);
    D += !carries(K) ? "kt::ScratchPool " + N + " = " + G + "; // this thread's copy\n"
         : Seg == 0  ? "kt::ScratchPool &" + N + " = kt_c." + G + "; // this thread's copy\n" +
                          N + " = " + G + ";\n"
                     : "kt::ScratchPool &" + N + " = kt_c." + G + ";\n";
  }
  for (const RankSegments::Carried &C : RS.carried)
    if (C.segment < Seg && Seg <= C.lastUse)
      D += std::string(C.constant ? "const " : "") + "kt_acc_type<" + C.type + "> &" + C.name +
           " = kt_c." + C.name + ";\n";
  auto [Begin, End] = RS.segments[Seg];
  std::string Label = R.hasReturnIn(K.body, Begin, End) ? R.freshLabel() : "";
  std::string S = "{\n" + D;
  for (const RankSegments::Piece &P : RS.pieces[Seg])
    S += pieceText(K, R, Seg, P, Label);
  return S + "\n" + (Label.empty() ? "" : Label + ":;\n") + "}";
}

} // namespace

std::string AccBodyRenderer::rankNested(const BodyOp &Op, Level L, const char *Name,
                                        const std::string &Bg, const std::string &E,
                                        const std::string &Bounds) {
  const std::string &I = Op.indexName, &T = Op.indexType;
  const bool Threads = Op.nest != NestLevel::ThreadVector;
  std::string Loop = Threads ? rankIndexLoop(Op, Bg, E)
                             : "for (" + T + " " + I + " = " + Bg + "; " + I + " < " + E + "; ++" +
                                   I + ")";
  if (Op.pattern == Pattern::Scan) // ThreadVectorRange only (accCheckPerRank)
    return scan(Op, L, Loop, Name);
  std::string Comment = "// " + std::string(Name) + ": sequential in this team thread" +
                        (Threads ? " (its indices rank, rank + team_size, ...)" : "");
  std::string Body = block("", Op.body, accBodyLevel(Op, L));
  if (Op.pattern == Pattern::For)
    return Comment + "\n#pragma acc loop seq\n" + Loop + " " + Body;
  // a reduction: ThreadVectorRange only (accCheckPerRank)
  return reduceInto(Op, Comment + ", then into the result\n" + Bounds,
                    "#pragma acc loop seq\n" + Loop + " " + Body + "\n");
}

/// A loop of team-level code cut by barriers (RankSegments::Loop), before its first segment:
/// the constants its header reads, then the header, once per gang.
static std::string gangLoopHead(const Kernel &K, AccBodyRenderer &R, const RankSegments::Loop &L) {
  std::string S = "\n// the loop of line " + std::to_string(L.line) +
                  ", once per gang around the loops over the ranks of its body\n";
  for (const LocalDecl &D : K.body.locals) // the enclosing function's, which it may read
      S += D.text + "\n";
  for (auto [Bg, En] : L.hoisted)
    S += R.renderRange(K.body, Bg, En, AccBodyRenderer::Level::Team, "") + "\n";
  return S + R.renderRange(K.body, L.headerBegin, L.headerEnd, AccBodyRenderer::Level::Team, "") +
         "\n";
}

/// What ends segment Seg: a team_barrier() or a collective (the Collect piece at its end).
static std::string cutName(const Kernel &K, size_t Seg) {
  for (const RankSegments::Loop &L : K.segments.loops)
    if (L.first == Seg + 1 || L.last == Seg)
      return L.first == Seg + 1 ? "a loop holding team_barrier()s" : "the end of its iteration";
  for (const RankSegments::Piece &P : K.segments.pieces[Seg + 1])
    if (P.kind == RankSegments::Piece::Kind::Release)
      return "the end of the body, before the unique token's release";
  for (const RankSegments::Piece &P : K.segments.pieces[Seg])
    if (P.kind == RankSegments::Piece::Kind::Collect) {
      const BodyOp &Op = *collectiveOp(K, P.op);
      return Op.kind == BodyOp::Kind::TeamToken       ? "AcquireTeamUniqueToken"
             : Op.kind == BodyOp::Kind::TeamBroadcast ? "team_broadcast()"
             : Op.kind == BodyOp::Kind::Single      ? "single(PerTeam) with a value"
                                                    : "a reduction over the team's threads";
    }
  return "team_barrier()";
}

/// Team thread Q's slot (this gang's) in the carried slots.
static std::string slotOf(const std::string &Q) {
  return "kt_carry[(size_t)kt_carry_gang * kt_ts + (" + Q + ")]";
}

/// The kernel spelling of carried variable Name's type.
static std::string carriedType(const Kernel &K, const std::string &Name) {
  for (const RankSegments::Carried &C : K.segments.carried)
    if (C.name == Name)
      return C.type;
  return "auto"; // not reached: a token's variable is carried to the release (RankSegments.cpp)
}

std::string AccBodyRenderer::collect(const BodyOp &Op) {
  using Kd = BodyOp::Kind;
  const Level L = Level::Team;
  if (Op.kind == Kd::TeamToken)
    return "// AcquireTeamUniqueToken: team thread 0 acquires a token, then to every thread\n"
           "kt_acc_type<" + carriedType(K, Op.args[0]) + "> " + Op.args[0] + "(" +
           render(*Op.begin, L, "") + ", kt_rank == 0);";
  if (Op.kind == Kd::TeamBroadcast)
    return Op.begin ? "// team_broadcast: the source thread applies the closure to its value\n"
                      "if (kt_rank == (" + render(*Op.end, L, "") + ")) (" +
                          render(*Op.begin, L, "") + ")(" + Op.args[0] + ");\n"
                    : "";
  if (Op.kind == Kd::Single) {
    std::string V = fresh("kt_single_");
    return "// " + singleName(Op) + " with a value: team thread 0, then to every thread\n" +
           "if (kt_rank == 0) " +
           singleValueText(Op, singleName(Op), V, "", block(singleValueDecl(Op, V), Op.body, L), V) +
           "\n";
  }
  const Reducer &R = *Op.reducer; // a reduction over the team's threads
  const std::string &VT = Op.accType;
  std::string Bg = Op.begin ? parenthesised(render(*Op.begin, L, "")) : std::string("0");
  std::string E = parenthesised(render(*Op.end, L, ""));
  std::string Loop = rankIndexLoop(Op, Bg, E);
  std::string Text = "{\n// " + std::string(nestName(Op.nest)) +
                     " reduction: this team thread's indices, its partial to its slot\n" + VT +
                     " " + Op.accName + " = kt_identity<" + shimReducerType(R, VT) +
                     ">();\n#pragma acc loop seq\n" + Loop + " " +
                     block("", Op.body, accBodyLevel(Op, L)) + "\nkt_acc_carry(kt_c." +
                     partialSlot(Op) + ", " + Op.accName + ");\n}\n";
  return Op.prelude ? withPrelude(render(*Op.prelude, L, ""), Text) : Text;
}

std::string AccBodyRenderer::distribute(const BodyOp &Op) {
  using Kd = BodyOp::Kind;
  if (Op.kind == Kd::TeamBroadcast) {
    std::string From = render(*Op.end, Level::Team, "");
    return "// team_broadcast: the source thread's value\nif (kt_rank != (" + From +
           ")) kt_acc_carry(" + Op.args[0] + ", " + slotOf(From) + "." + Op.args[0] + ");";
  }
  if (Op.kind == Kd::Single)
    return "// " + singleName(Op) + ": team thread 0's value\nif (kt_rank != 0) kt_acc_carry(" +
           Op.valueTarget + ", " + slotOf("0") + "." + Op.valueTarget + ");";
  if (Op.kind == Kd::TeamToken)
    return "// AcquireTeamUniqueToken: team thread 0's token\nif (kt_rank != 0) kt_acc_carry(" +
           Op.args[0] + ", " + slotOf("0") + "." + Op.args[0] + ");";
  const Reducer &R = *Op.reducer;
  std::string OpT = shimReducerType(R, Op.accType), Red = fresh("kt_red_");
  return "{\n// the team threads' partials, combined in rank order\n" + Op.accType + " " + Red +
         " = kt_identity<" + OpT + ">();\nfor (int kt_q = 0; kt_q < kt_ts; ++kt_q)\n" + OpT +
         "::join(" + Red + ", " + slotOf("kt_q") + "." + partialSlot(Op) + ");\n" +
         nestedResultText(R, OpT, Red) + "}";
}

std::string accRankSegments(const Kernel &K, AccBodyRenderer &R, const std::string &GangDecls,
                            const std::string &Loop, const std::string &RankDecls) {
  const RankSegments &RS = K.segments;
  std::string S = GangDecls;
  if (carries(K))
    S += fillTemplate("openacc/carry_gang", {});
  for (size_t Seg = 0; Seg < RS.segments.size(); ++Seg) {
    for (const RankSegments::Loop &L : RS.loops)
      if (L.first == Seg)
        S += gangLoopHead(K, R, L);
    if (Seg == 0 || !RS.emptySegments[Seg]) {
      if (Seg > 0)
        S += fillTemplate("openacc/rank_barrier",
                          {{"what", cutName(K, Seg - 1)},
                           {"line", std::to_string(RS.barrierLines[Seg - 1])}});
      S += Loop + segmentBlock(K, R, Seg, RankDecls);
    }
    for (auto L = RS.loops.rbegin(); L != RS.loops.rend(); ++L)
      if (L->last == Seg)
        S += "\n} // the loop of line " + std::to_string(L->line) + "\n";
  }
  return S;
}

} // namespace kt
