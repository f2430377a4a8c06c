// The OpenACC lowering (the KokkACC mapping, extended). Each dispatch becomes a host function
// holding OpenACC compute constructs:
//   Range   -> `parallel loop gang vector vector_length(128)`
//   MDRange -> the same over the flattened index space, the stride-1 dimension fastest
//   Team    -> `parallel loop gang num_gangs num_workers vector_length(32)` over the league;
//              team-level code runs gang-redundant (as a team of one thread), TeamThreadRange
//              becomes `loop worker`, ThreadVectorRange `loop vector`, TeamVectorRange
//              `loop worker vector`; a team_barrier is the end of the worker loops before it.
// Reductions keep one partial per gang (range, MDRange: a contiguous chunk; team: a league
// entry) in device memory and combine them in a second pass (runtime-shim/include/kt/openacc/reduce.hpp):
// GCC 12 combines gang-level reduction clauses through a global lock. Inside the gang,
// built-in reductions on arithmetic types use vector / worker reduction clauses; MinLoc/MaxLoc,
// custom and struct-valued reductions keep one partial per vector lane, folded in lane order.
// Team scratch lives in a per-gang device pool, or (--acc-scratch=gang-private) level 0 in
// gang-private arrays (AccScratch.cpp).
// Scans: three passes over contiguous chunks.
// What cannot be split this way is reported as KT1021.
#pragma once

#include "rewriters/emit/Lowering.h"
#include "rewriters/emit/ShimIncludes.h"

namespace kt {

std::unique_ptr<Lowering> makeAccLowering(const LoweringOptions &O);

/// Home of level-0 team scratch (--acc-scratch).
using AccScratchHome = LoweringOptions::AccScratch;

/// Team-level code of K runs once per team thread, as worker-vector loops over the team's ranks
/// cut at its barriers (AccRanks.cpp; a flat body is the case without barriers or scratch).
bool accPerRank(const Kernel &K);
/// Whether Op, an op of K's own body, is cut out of per-rank code as a team collective
/// (RankSegments::collectives; AccRanks.cpp renders it).
bool accCutCollective(const Kernel &K, const BodyOp &Op);
/// KT1021 for what a per-rank body cannot express (the model's verdict on cutting it at its
/// barriers, and the ops the loops over the ranks cannot run), before anything is emitted.
void accCheckPerRank(const Kernel &K, std::vector<LoweringDiag> &Diags);
/// KT1021 for the Kokkos ops of K's body, member functions and team helpers that the level
/// they sit at cannot express (AccChecks.cpp), before anything is emitted.
void accCheckBodies(const Kernel &K, std::vector<LoweringDiag> &Diags);
/// The level checks of accCheckBodies, with team-level code run per rank or once per gang.
void accCheckLevels(const Kernel &K, bool PerRank, std::vector<LoweringDiag> &Diags);

/// Whether K's body, member functions or team helpers use thread_scratch() (one buffer per
/// gang here: the kernel's worker loops must not use the vector lanes too).
bool accThreadScratch(const Kernel &K);

/// OpenACC reduction-clause operator for R on values of arithmetic type A ("+", "max", ...),
/// or "" when the reduction needs the explicit partials scheme.
std::string accClauseOp(const Reducer &R, Arith A);

/// The first statement of each iteration of a vector loop with a reduction clause on Acc: kt_acc_vary
/// (kt/openacc/reduce.hpp) keeps GCC 12's warp-shuffle tree of a vector reduction where every
/// lane runs it, also where the loop never changes Acc.
std::string accVary(const std::string &Acc);

/// What the body of a team kernel needs from its launch (the plan: accPlanTeamNeeds).
struct AccTeamNeeds {
  bool workerLoops = false;   ///< TeamThreadRange / TeamVectorRange present, or per-rank code
  bool threadScratch = false; ///< thread_scratch(): one worker per gang (see AccBodyOps.cpp)
};
/// What K's body, member functions and the team helpers it calls need from its launch
/// (AccPlan.cpp; before anything is printed).
AccTeamNeeds accPlanTeamNeeds(const Kernel &K);
/// The attributes a kernel function carries (AccPlan.cpp): `flatten` where device code copies
/// an object holding Views.
std::string accKernelAttributes(const Kernel &K);
/// Whether the body of Op, a nested range of code that runs once per gang, leaves the vector
/// lanes free: no nested range (an OpenACC loop of its own), team_rank() (kt_acc_worker()),
/// team_size() (kt_ts) or scratch in it (AccPlan.cpp).
bool accLanesFree(const BodyOp &Op);

/// Renders kernel body text with its Kokkos ops replaced by OpenACC code.
class AccBodyRenderer {
public:
  enum class Level { Flat, Team, Worker, Vector };
  explicit AccBodyRenderer(const Kernel &K)
      : K(K), PerRank(accPerRank(K)), LanesOk(!accThreadScratch(K)) {}
  /// Whether a TeamThreadRange may also spread over the vector lanes (not in a team helper,
  /// whose callers may have one worker per gang).
  void setLanes(bool Ok) { LanesOk = Ok; }
  /// The enclosing kernel's accumulator(s), for nested loops whose bodies add to them:
  /// Clause "" means the explicit scheme (such loops run `seq`); several: Clause is "".
  void setOuterAcc(const std::vector<std::string> &Names, const std::string &Clause) {
    OuterAccs = Names;
    OuterClause = Clause;
  }
  /// `{ Decls BODY LABEL:; }`: a body as a block, with a label for its returns if it has any.
  std::string block(const std::string &Decls, const BodyText &B, Level L);
  std::string render(const BodyText &B, Level L, const std::string &ReturnLabel);
  /// The text [Begin, End) of B rendered (a segment of a per-rank body, AccRanks.cpp).
  std::string renderRange(const BodyText &B, unsigned Begin, unsigned End, Level L,
                          const std::string &ReturnLabel);
  /// Whether B's text [Begin, End) holds a `return` (not one of a nested body).
  static bool hasReturnIn(const BodyText &B, unsigned Begin, unsigned End);
  std::string freshLabel() { return fresh("kt_next_"); }
  /// A team collective cut out of a per-rank body (RankSegments::Piece): this team thread's
  /// contribution before the cut, and the value it takes after it (AccRanks.cpp).
  std::string collect(const BodyOp &Op);
  std::string distribute(const BodyOp &Op);

private:
  std::string op(const BodyText &B, size_t Index, Level L, const std::string &ReturnLabel);
  std::string nested(const BodyOp &Op, Level L);
  std::string single(const BodyOp &Op, Level L);
  std::string scan(const BodyOp &Op, Level L, const std::string &Loop, const char *Name);
  /// A nested range of a per-rank body: sequential in its team thread (AccRanks.cpp). Bounds:
  /// the constants Bg and E name, where a reduction's accumulator shadows what they read.
  std::string rankNested(const BodyOp &Op, Level L, const char *Name, const std::string &Bg,
                         const std::string &E, const std::string &Bounds);
  /// A nested reduction through the accumulator the body names (a reduction clause names it),
  /// Reduction its loop: `{\n<Head><T> <acc> = kt_identity<<op>>();\n<Reduction><result> =
  /// <acc>;\n}`, through a fresh variable outside the accumulator's block where the result's
  /// text names the accumulator (`sum` reduced into `sum`). Head: lines before the accumulator.
  std::string reduceInto(const BodyOp &Op, const std::string &Head,
                         const std::string &Reduction);
  std::string fresh(const char *Base) { return Base + std::to_string(Counter++); }
  const Kernel &K;
  std::vector<std::string> OuterAccs;
  std::string OuterClause;
  int Counter = 0;
  const bool PerRank; ///< accPerRank(K): team-level code runs once per team thread
  bool LanesOk;
};


/// The level the renderer gives the body of Op, an op at level L: a nested range's body one
/// level in (TeamThreadRange: worker; ThreadVectorRange, TeamVectorRange: vector), a scan's
/// body and a single's at L. Bounds and arguments stay at L. (AccChecks.cpp)
AccBodyRenderer::Level accBodyLevel(const BodyOp &Op, AccBodyRenderer::Level L);
/// Calls F on every op of B, nested ones included, with the level the renderer gives it when
/// B is rendered at L.
void accForEachOpAt(const BodyText &B, AccBodyRenderer::Level L,
                    llvm::function_ref<void(const BodyOp &, AccBodyRenderer::Level)> F);
/// Whether the code of K (its body and member functions; not its team helpers') calls
/// kt_acc_worker(): a team_rank() below team level where team-level code runs once per gang.
bool accCallsWorker(const Kernel &K);

/// The declaration of `kt_ctx`, the team context a team kernel passes to the team helpers it
/// calls (empty when it calls none).
std::string accTeamContextDecl(const Kernel &K);
/// A team helper called at a level: its body is rendered at that level (AccChecks.cpp).
struct AccHelperCall {
  const TeamHelper *helper = nullptr;
  AccBodyRenderer::Level level = AccBodyRenderer::Level::Team;
  bool operator==(const AccHelperCall &) const = default;
};
/// The team helpers K's body reaches, directly or through other helpers, with each level a call
/// sits at (a helper called at two levels: twice), in the order they are reached.
std::vector<AccHelperCall> accHelperCalls(const Kernel &K);
/// The levels Callers call H at, team level first; none when no caller reaches it.
std::vector<AccBodyRenderer::Level> accHelperLevels(const TeamHelper &H,
                                                    llvm::ArrayRef<Kernel> Callers);
/// Every level H's body allows a call at (TeamHelper::maxDepth), team level first.
std::vector<AccBodyRenderer::Level> accHelperLevelsAllowed(const TeamHelper &H);
/// A team helper's variant for calls at level L, a function taking `kt_ctx`, its body rendered
/// by R at L: at team level a `routine worker`, inside a range over the team's threads a
/// `routine vector`, inside a vector range a `routine seq` (each with a context type of its
/// own, so that overloading picks the variant of a call's level).
std::string accTeamHelper(const TeamHelper &H, AccBodyRenderer &R, AccBodyRenderer::Level L);
/// Its other declarations, one per variant of Levels (joined with `;`; the user's `;` ends them).
std::vector<std::string> accTeamHelperDeclarations(const TeamHelper &H,
                                                   const std::vector<AccBodyRenderer::Level> &Levels);

/// The kernel function(s) for K (AccKernels.cpp).
std::string accKernel(const Kernel &K, AccBodyRenderer &R, const AccTeamNeeds &Needs,
                      AccScratchHome Scratch);

/// Team scratch (AccScratch.cpp): the kernel function's pool parameters and device pointers,
/// the declarations at the top of the gang loop's body, and the launch's host code (appending
/// the pool arguments to Args).
void accScratchParams(const Kernel &K, AccScratchHome S, std::vector<std::string> &Params,
                      std::vector<std::string> &DevPtrs);
std::string accScratchDecls(const Kernel &K, AccScratchHome S);
/// Whether accScratchDecls numbers the gang (kt_acc_gang): a pool slice is indexed by it.
bool accScratchGang(const Kernel &K, AccScratchHome S);
std::string accScratchLaunch(const Kernel &K, AccScratchHome S, std::string &Args);

/// A per-rank kernel's host code before its compute construct: the slots of what its threads
/// keep across barriers (`kt_carry`, then a deviceptr of the construct), or "" when none.
std::string accCarryHost(const Kernel &K);
/// Whether K's team threads keep values or scratch across its barriers (kt_carry).
bool accCarries(const Kernel &K);
/// A per-rank kernel's gang-loop body: GangDecls, then one Loop (a pragma and the `for` over
/// kt_rank) per segment, each block starting with RankDecls.
std::string accRankSegments(const Kernel &K, AccBodyRenderer &R, const std::string &GangDecls,
                            const std::string &Loop, const std::string &RankDecls);

/// The OpenACC helper headers and the helpers K's lowering (a team helper's: H's) calls, from
/// their facts (AccShim.cpp).
const std::vector<ShimHeader> &accShimHeaders();
void accShimUses(const Kernel &K, AccScratchHome Scratch, ShimUse &S);
void accHelperShimUses(const TeamHelper &H, ShimUse &S);

/// Host code that launches K's kernel function (AccLaunch.cpp).
std::string accLaunch(const Kernel &K, const AccTeamNeeds &Needs, AccScratchHome Scratch);

} // namespace kt
