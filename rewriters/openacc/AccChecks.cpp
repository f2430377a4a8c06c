// KT1021 for what the OpenACC body renderer (AccBodyOps.cpp) cannot express at the level where
// a Kokkos op sits (team-level code, a worker loop, a vector loop), found on the model before
// anything is emitted: the walk below follows the levels the renderer gives each body.
#include "rewriters/openacc/AccLowering.h"
#include "rewriters/emit/BodyRender.h"
#include "rewriters/emit/ReduceText.h"

#include <algorithm>

namespace kt {

namespace {

using Level = AccBodyRenderer::Level;

class Checker {
public:
  Checker(const Kernel &K, bool PerRank, std::vector<LoweringDiag> &Diags,
          const TeamHelper *In = nullptr)
      : K(K), Diags(Diags), PerRank(PerRank), In(In) {}
  /// The enclosing kernel's accumulators, which nested ranges may write (they reduce into them).
  std::vector<std::string> OuterAccs;

  void body(const BodyText &B, Level L) {
    for (const auto &Op : B.ops)
      op(*Op, L);
  }

private:
  void fail(const std::string &Msg, unsigned Where) {
    std::string M = "kernel '" + K.name + "': " + Msg;
    for (const LoweringDiag &D : Diags)
      if (D.message == M)
        return; // once per kernel and construct (at its first use)
    Diags.push_back({DiagId::AccTeamBody, M, Where, In});
  }

  void op(const BodyOp &Op, Level L) {
    using Kd = BodyOp::Kind;
    const bool Team = L == Level::Team, Sized = !K.policy.teamSize.empty();
    switch (Op.kind) {
    case Kd::TeamRank:
      if (PerRank || !Team || InPerTeam) // single(PerTeam) is team thread 0's
        return;
      if (Sized && !Op.rankGuardShared)
        fail("team_rank() in team-level code with an explicit team size, other than as "
             "`if (team_rank() == 0)` guarding writes of shared memory only (team-level code "
             "runs once per gang)",
             Op.fileOffset);
      else if (!Op.rankFirstOnly)
        fail("team_rank() in team-level code other than `team_rank() == 0` (team-level code "
             "runs once per gang, as a team of one thread)",
             Op.fileOffset);
      return;
    case Kd::TeamSize: // the team's size everywhere (AccBodyOps.cpp)
      return;
    case Kd::TeamBarrier:
      if (!Team)
        fail("team_barrier() inside a nested range (OpenACC has no barrier inside a gang)",
             Op.fileOffset);
      return;
    case Kd::TeamBroadcast:
      if (PerRank && accCutCollective(K, Op))
        return; // cut out as a collective (AccRanks.cpp)
      if (!Team || !Op.fromRankZero)
        fail("team_broadcast from a thread other than 0, or inside a nested range", Op.fileOffset);
      return;
    case Kd::TeamScratch:
      if (!PerRank && !Team)
        fail("team_scratch() inside a nested range", Op.fileOffset);
      return;
    case Kd::ThreadScratch:
      if (L == Level::Vector)
        fail("thread_scratch() inside a vector range", Op.fileOffset);
      return;
    case Kd::TeamToken:
      if (PerRank && accCutCollective(K, Op))
        return; // cut out as a collective (AccRanks.cpp)
      fail("Kokkos::Experimental::AcquireTeamUniqueToken other than as a statement of the "
           "team-level code itself, or in team-level code that loops over the team's ranks cannot "
           "run (one thread acquires the token between barriers; OpenACC has no barrier inside "
           "a gang)",
           Op.fileOffset);
      return;
    case Kd::NestedRange:
      return nested(Op, L);
    case Kd::Single:
      return single(Op, L);
    case Kd::TeamReduce: // as a team of one thread, whose result is not the sized team's
    case Kd::TeamScan:
      if (Team && !PerRank && Sized)
        fail(std::string(Op.kind == Kd::TeamReduce ? "team_reduce()" : "team_scan()") +
                 " in team-level code with an explicit team size",
             Op.fileOffset);
      return;
    case Kd::TeamContext: // its body at this level: accCheckLevels
      if (L == Level::Flat)
        fail("a team helper called outside the team's code", Op.fileOffset);
      else if (Op.helper && Op.helper->definedInClass)
        fail("a team helper that is a member function defined in its class ('" +
                 Op.helper->name + "'): it needs a `routine` directive, which GCC 12 takes "
                 "only at file scope; define it outside the class",
             Op.fileOffset);
      return;
    default:
      return;
    }
  }

  void nested(const BodyOp &Op, Level L) {
    const char *Name = Op.nest == NestLevel::TeamThread     ? "TeamThreadRange"
                       : Op.nest == NestLevel::ThreadVector ? "ThreadVectorRange"
                                                            : "TeamVectorRange";
    const bool Legal = Op.nest == NestLevel::ThreadVector ? (L == Level::Team || L == Level::Worker)
                                                          : L == Level::Team;
    if (!Legal)
      fail(std::string(Name) + " nested in a range of the same or a finer level", Op.fileOffset);
    if (Op.begin)
      body(*Op.begin, L);
    body(*Op.end, L);
    if (Op.prelude)
      body(*Op.prelude, L);
    if (PerRank) // sequential in the team thread (AccRanks.cpp); a scan stays at L
      return body(Op.body, accBodyLevel(Op, L));
    // Variables declared before the loop are shared by the loop's workers (or lanes), while in
    // Kokkos each team thread has its own: a write to one inside the loop is not expressible,
    // unless the loop alone uses it (`private`: AccBodyRenderer::nested).
    auto Private = [&](const std::string &N) {
      return std::find(Op.privateWrites.begin(), Op.privateWrites.end(), N) !=
             Op.privateWrites.end();
    };
    // The kernel's accumulator gets a reduction clause, but a lambda variable called in the
    // loop writes the one its capture was bound to.
    auto Reduced = [&](const std::string &N) {
      return !Op.namedLambda && std::find(OuterAccs.begin(), OuterAccs.end(), N) != OuterAccs.end();
    };
    if (L == Level::Team)
      for (size_t W = 0; W < Op.outerWrites.size(); ++W)
        if (!Reduced(Op.outerWrites[W]) && !Private(Op.outerWrites[W]))
          fail("team-level variable '" + Op.outerWrites[W] + "' written inside a " + Name +
                   " (per thread in Kokkos, shared by the gang's workers in OpenACC)",
               W < Op.outerWriteOffsets.size() ? Op.outerWriteOffsets[W] : Op.fileOffset);
    body(Op.body, accBodyLevel(Op, L));
  }

  void single(const BodyOp &Op, Level L) {
    const bool Was = InPerTeam;
    InPerTeam = InPerTeam || Op.perTeam;
    singleBody(Op, L);
    InPerTeam = Was;
  }

  void singleBody(const BodyOp &Op, Level L) {
    if (PerRank && (Op.perTeam || Op.valueName.empty()))
      return body(Op.body, L);
    const bool Legal = Op.perTeam ? L == Level::Team : (L == Level::Team || L == Level::Worker);
    if (!Legal)
      fail(std::string(Op.perTeam ? "single(PerTeam)" : "single(PerThread)") +
               " inside a nested range of the team's threads or vector lanes",
           Op.fileOffset);
    body(Op.body, L);
  }

  const Kernel &K;
  std::vector<LoweringDiag> &Diags;
  const bool PerRank;
  const TeamHelper *In; ///< the team helper whose body is checked (null: the kernel's)
  bool InPerTeam = false; ///< inside a single(PerTeam) body
};

} // namespace

Level accBodyLevel(const BodyOp &Op, Level L) {
  if (Op.kind != BodyOp::Kind::NestedRange || Op.pattern == Pattern::Scan)
    return L;
  return Op.nest == NestLevel::TeamThread ? Level::Worker : Level::Vector;
}

void accForEachOpAt(const BodyText &B, Level L,
                    llvm::function_ref<void(const BodyOp &, Level)> F) {
  for (const auto &Op : B.ops) {
    F(*Op, L);
    if (Op->begin)
      accForEachOpAt(*Op->begin, L, F);
    if (Op->end)
      accForEachOpAt(*Op->end, L, F);
    if (Op->prelude)
      accForEachOpAt(*Op->prelude, L, F);
    accForEachOpAt(Op->body, accBodyLevel(*Op, L), F);
  }
}

static Level bodyLevel(const Kernel &K) {
  return K.policy.kind == PolicyKind::Team ? Level::Team : Level::Flat;
}

static void helperCallsIn(const BodyText &B, Level L, std::vector<AccHelperCall> &Out) {
  accForEachOpAt(B, L, [&](const BodyOp &Op, Level At) {
    const AccHelperCall C{Op.helper.get(), At};
    if (Op.kind != BodyOp::Kind::TeamContext || !C.helper || At == Level::Flat ||
        std::find(Out.begin(), Out.end(), C) != Out.end())
      return;
    Out.push_back(C);
    helperCallsIn(C.helper->body, At, Out);
  });
}

std::vector<AccHelperCall> accHelperCalls(const Kernel &K) {
  std::vector<AccHelperCall> Out;
  helperCallsIn(K.body, bodyLevel(K), Out);
  return Out;
}

std::vector<Level> accHelperLevels(const TeamHelper &H, llvm::ArrayRef<Kernel> Callers) {
  std::vector<AccHelperCall> Calls;
  for (const Kernel &K : Callers)
    for (const AccHelperCall &C : accHelperCalls(K))
      Calls.push_back(C);
  std::vector<Level> Out;
  for (Level L : {Level::Team, Level::Worker, Level::Vector})
    if (std::find(Calls.begin(), Calls.end(), AccHelperCall{&H, L}) != Calls.end())
      Out.push_back(L);
  return Out;
}

std::vector<Level> accHelperLevelsAllowed(const TeamHelper &H) {
  std::vector<Level> Out;
  for (Level L : {Level::Team, Level::Worker, Level::Vector})
    if ((int)Out.size() <= H.maxDepth)
      Out.push_back(L);
  return Out;
}

bool accCallsWorker(const Kernel &K) {
  if (accPerRank(K)) // team_rank() is the loop's kt_rank
    return false;
  bool Calls = false;
  auto Find = [&](const BodyOp &Op, Level L) {
    Calls = Calls || (Op.kind == BodyOp::Kind::TeamRank && L != Level::Team);
  };
  for (const MemberFunction &M : K.memberFunctions) // the device copy's (AccLowering.cpp)
    accForEachOpAt(M.body, Level::Flat, Find);
  accForEachOpAt(K.body, bodyLevel(K), Find);
  for (const AccHelperCall &C : accHelperCalls(K)) // the variants it calls
    accForEachOpAt(C.helper->body, C.level, Find);
  return Calls;
}

void accCheckBodies(const Kernel &K, std::vector<LoweringDiag> &Diags) {
  if (!K.constLocalArrays.empty()) // GCC 12: "requires a 'declare' directive"
    Diags.push_back({DiagId::UnsupportedTarget,
                     "kernel '" + K.name + "': a function it calls declares a constant local "
                     "array, which GCC 12 makes static data that an OpenACC routine cannot "
                     "read; drop its const (or constexpr), or pass the values as a "
                     "Kokkos::Array",
                     K.constLocalArrays.front()});
  if (!K.lockedAtomics.empty()) // the GPU run hung (H200, atomic_any_size)
    Diags.push_back({DiagId::UnsupportedTarget,
                     "kernel '" + K.name + "': an atomic on a value of other than 4 or 8 bytes, "
                     "which Kokkos and the shim update under a spin lock, and GCC 12's OpenACC "
                     "GPU code does not leave that lock; use a 4- or 8-byte type, or atomics on "
                     "its parts",
                     K.lockedAtomics.front()});
  if (!K.longDoubleUses.empty())
    Diags.push_back({DiagId::UnsupportedTarget,
                     "kernel '" + K.name + "': computes in long double, which GCC 12's nvptx "
                     "offload compiler does not have (80-bit floating point); use double (nvcc "
                     "and hipcc treat long double as double in device code)",
                     K.longDoubleUses.front()});
  accCheckLevels(K, accPerRank(K), Diags);
}

void accCheckLevels(const Kernel &K, bool PerRank, std::vector<LoweringDiag> &Diags) {
  for (const MemberFunction &M : K.memberFunctions) // the device copy's member functions
    Checker(K, PerRank, Diags).body(M.body, Level::Flat);
  for (const AccHelperCall &C : accHelperCalls(K)) // each at the level it is called at
    Checker(K, PerRank, Diags, C.helper).body(C.helper->body, C.level);
  Checker C(K, PerRank, Diags);
  if (K.policy.kind != PolicyKind::Team) {
    C.body(K.body, Level::Flat);
    return;
  }
  if (K.pattern == Pattern::Reduce)
    C.OuterAccs = multiResult(K) ? K.accNames : std::vector<std::string>{K.accName};
  C.body(K.body, Level::Team);
}

} // namespace kt
