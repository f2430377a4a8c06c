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
#include "rewriters/emit/Templates.h"

namespace kt {

/// An atomic read-modify-write (`kt::atomic_add`, `kt::atomic_fetch_max`, ...): run once per
/// team thread, not once per team.
static bool atomicUpdate(const BodyOp &Op) {
  if (Op.kind != BodyOp::Kind::Rename)
    return false;
  const size_t At = Op.text.rfind("atomic_");
  return At != std::string::npos && Op.text.find("atomic_load", At) == std::string::npos &&
         Op.text.find("atomic_store", At) == std::string::npos;
}

bool accPerRank(const Kernel &K) {
  if (K.policy.kind != PolicyKind::Team)
    return false;
  if (flatTeamBody(K))
    return true;
  const bool Sized = !K.policy.teamSize.empty();
  for (const auto &Op : K.body.ops)
    if ((Op->kind == BodyOp::Kind::TeamRank && (Sized || !Op->rankFirstOnly)) ||
        (Op->kind == BodyOp::Kind::TeamSize && Sized) || (Sized && atomicUpdate(*Op)))
      return true;
  return false;
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
    if (Op.kind == Kd::ThreadScratch)
      Fail("thread_scratch()", Op);
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

void accCheckPerRank(const Kernel &K, std::vector<LoweringDiag> &Diags) {
  if (!accPerRank(K))
    return;
  const RankSegments &S = K.segments;
  if (!S.refusal.empty())
    Diags.push_back({DiagId::AccTeamBody, "kernel '" + K.name + "': " + S.refusal + kWhy,
                     S.refusalOffset});
  if (carries(K) && K.pattern == Pattern::Reduce)
    Diags.push_back({DiagId::AccTeamBody,
                     "kernel '" + K.name + "': a parallel_reduce whose team-level code uses "
                                           "team_rank() and a team_barrier()" + kWhy});
  checkOps(K, K.body, Diags);
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
  std::string Stores;
  for (const RankSegments::Carried &C : RS.carried) {
    if (C.segment < Seg && Seg <= C.lastUse)
      D += std::string(C.constant ? "const " : "") + "kt_acc_type<" + C.type + "> &" + C.name +
           " = kt_c." + C.name + ";\n";
    if (C.segment == Seg)
      Stores += "kt_acc_carry(kt_c." + C.name + ", " + C.name + ");\n";
  }
  auto [Begin, End] = RS.segments[Seg];
  std::string Label = R.hasReturnIn(K.body, Begin, End) ? R.freshLabel() : "";
  std::string S = "{\n" + D + R.renderRange(K.body, Begin, End, AccBodyRenderer::Level::Team, Label);
  if (!Stores.empty())
    S += "\n// kept for the segments after the barrier\n" + Stores;
  return S + "\n" + (Label.empty() ? "" : Label + ":;\n") + "}";
}

} // namespace

std::string AccBodyRenderer::rankNested(const BodyOp &Op, Level L, const char *Name,
                                        const std::string &Bg, const std::string &E) {
  const std::string &I = Op.indexName, &T = Op.indexType;
  const bool Threads = Op.nest != NestLevel::ThreadVector;
  std::string Loop = Threads ? "for (" + T + " " + I + " = " + Bg + " + (" + T + ")kt_rank; " + I +
                                   " < " + E + "; " + I + " += (" + T + ")kt_ts)"
                             : "for (" + T + " " + I + " = " + Bg + "; " + I + " < " + E + "; ++" +
                                   I + ")";
  if (Op.pattern == Pattern::Scan) // ThreadVectorRange only (accCheckPerRank)
    return scan(Op, L, Loop, Name);
  std::string Comment = "// " + std::string(Name) + ": sequential in this team thread" +
                        (Threads ? " (its indices rank, rank + team_size, ...)" : "");
  std::string Body = block("", Op.body, accBodyLevel(Op, L));
  if (Op.pattern == Pattern::For)
    return Comment + "\n#pragma acc loop seq\n" + Loop + " " + Body;
  const Reducer &R = *Op.reducer; // ThreadVectorRange only (accCheckPerRank)
  std::string VT = Op.accType, OpT = shimReducerType(R, VT), Res = fresh("kt_red_");
  return "{\n" + Comment + ", then into the result\n" + VT + " " + Res + ";\n{\n" +
         VT + " " + Op.accName + ";\n" + OpT + "::init(" + Op.accName +
         ");\n#pragma acc loop seq\n" + Loop + " " + Body + "\n" + Res + " = " + Op.accName +
         ";\n}\n" + R.result + " = " + Res + ";\n}";
}

std::string accRankSegments(const Kernel &K, AccBodyRenderer &R, const std::string &GangDecls,
                            const std::string &Loop, const std::string &RankDecls) {
  const RankSegments &RS = K.segments;
  std::string S = GangDecls;
  if (carries(K))
    S += fillTemplate("openacc/carry_gang", {});
  for (size_t Seg = 0; Seg < RS.segments.size(); ++Seg) {
    if (Seg > 0 && RS.emptySegments[Seg])
      continue;
    if (Seg > 0)
      S += fillTemplate("openacc/rank_barrier",
                        {{"line", std::to_string(RS.barrierLines[Seg - 1])}});
    S += Loop + segmentBlock(K, R, Seg, RankDecls);
  }
  return S;
}

} // namespace kt
