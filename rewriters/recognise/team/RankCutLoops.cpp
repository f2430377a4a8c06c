// Loops of team-level code whose bodies hold barriers (RankSegments::Loop): their headers run
// once per gang around the loops over the ranks of their bodies' segments (RankCut.h).
#include "rewriters/recognise/team/RankCut.h"

namespace kt::rankcut {

void Cutter::loop(const Stmt *S) {
  if (!Opens.empty())
    return refuse("team_barrier() inside a loop inside an `if` block of team-level code",
                  S->getBeginLoc());
  std::vector<const Stmt *> Chain{S};
  const Stmt *Inner = loopBody(S);
  while (Inner && (isa<ForStmt>(Inner) || isa<WhileStmt>(Inner))) {
    Chain.push_back(Inner);
    Inner = loopBody(Inner);
  }
  const auto *LB = dyn_cast_or_null<CompoundStmt>(Inner);
  if (!LB)
    return refuse("team_barrier() inside a loop whose body is not a block (write it in braces)",
                  S->getBeginLoc());
  RankSegments::Loop L;
  for (const Stmt *C : Chain)
    if (!uniformHeader(C, L))
      return;
  if (SourceLocation At = loopVarWrite(LB, LoopVars); At.isValid())
    return refuse("the body of a loop of team-level code that holds a team_barrier() changes "
                  "the loop's variable, which every team thread shares there",
                  At);
  if (SourceLocation At = loopExit(LB); At.isValid())
    return refuse("`break` or `continue` of a loop of team-level code that holds a "
                  "team_barrier()", At);
  const unsigned Begin = rel(S->getBeginLoc());
  text(Begin);
  piece({PK::Stores, 0, 0, 0, {}, 0});
  endSegment(Begin);
  R.barrierLines.push_back(lineOf(RC.Ctx, S->getBeginLoc()));
  R.pieces.emplace_back();
  L.first = R.segments.size();
  L.headerBegin = Begin;
  L.headerEnd = rel(LB->getLBracLoc()) + 1;
  L.line = lineOf(RC.Ctx, S->getBeginLoc());
  Cur = SegStart = L.headerEnd;
  BlockIds[LB] = 0; // its variables are stored with the body's own
  walk(LB);
  const unsigned End = rel(LB->getRBracLoc());
  text(End);
  piece({PK::Stores, 0, 0, 0, {}, 0});
  endSegment(End);
  R.barrierLines.push_back(lineOf(RC.Ctx, LB->getRBracLoc()));
  R.pieces.emplace_back();
  L.last = R.segments.size() - 1;
  Cur = SegStart = End + 1;
  R.loops.push_back(std::move(L));
}

const Stmt *Cutter::loopBody(const Stmt *S) {
  if (const auto *F = dyn_cast<ForStmt>(S))
    return F->getBody();
  return cast<WhileStmt>(S)->getBody();
}

bool Cutter::uniformHeader(const Stmt *S, RankSegments::Loop &L) {
  const auto *F = dyn_cast<ForStmt>(S);
  const auto *W = dyn_cast<WhileStmt>(S);
  if ((F && F->getConditionVariable()) || (W && W->getConditionVariable())) {
    refuse("team_barrier() inside a loop that declares a variable in its condition",
           S->getBeginLoc());
    return false;
  }
  if (const auto *D = F ? dyn_cast_or_null<DeclStmt>(F->getInit()) : nullptr)
    for (const Decl *V : D->decls())
      if (const auto *VD = dyn_cast<VarDecl>(V))
        LoopVars.insert(VD);
  const Stmt *Parts[] = {F ? F->getInit() : nullptr, F ? F->getCond() : W->getCond(),
                         F ? F->getInc() : nullptr};
  for (const Stmt *P : Parts)
    if (P && !uniform(P, L, S->getBeginLoc()))
      return false;
  return true;
}

bool Cutter::uniform(const Stmt *E, RankSegments::Loop &L, SourceLocation Loop) {
  auto [Bg, En] = fileOffsets(RC.Ctx, E->getSourceRange());
  for (const auto &Op : K.body.ops)
    if (Op->kind == BodyOp::Kind::TeamRank && Op->offset >= Bg - Base && Op->offset < En - Base) {
      refuse("team_barrier() inside a loop whose header reads team_rank()", Loop);
      return false;
    }
  Uses U(Member, RC.Ctx, CollectiveAt);
  U.TraverseStmt(const_cast<Stmt *>(E));
  if (!U.Barriers.empty()) {
    refuse("a team_barrier() or collective in the header of a loop", Loop);
    return false;
  }
  for (const VarDecl *V : U.Vars) {
    if (LoopVars.count(V) || !teamLocal(V))
      continue;
    const DeclStmt *D = topLevelDecl(V);
    if (!D || !V->getType().isConstQualified() || V->getType()->isReferenceType() ||
        !V->getInit()) {
      refuse("team_barrier() inside a loop whose header reads '" + V->getNameAsString() +
                 "', which is not a constant declared alone in the team-level code before it",
             Loop);
      return false;
    }
    auto [DB, DE] = fileOffsets(RC.Ctx, D->getSourceRange());
    std::pair<unsigned, unsigned> Range{DB - Base, DE - Base};
    if (std::find(L.hoisted.begin(), L.hoisted.end(), Range) != L.hoisted.end())
      continue;
    if (!uniform(V->getInit(), L, Loop))
      return false;
    L.hoisted.push_back(Range); // after what its initialiser reads
  }
  return true;
}

bool Cutter::teamLocal(const VarDecl *V) const {
  return !isa<ParmVarDecl>(V) && V->getDeclContext() == Member->getDeclContext();
}

const DeclStmt *Cutter::topLevelDecl(const VarDecl *V) const {
  for (const Stmt *S : Body->body())
    if (const auto *D = dyn_cast<DeclStmt>(S); D && D->isSingleDecl() && D->getSingleDecl() == V)
      return D;
  return nullptr;
}

} // namespace kt::rankcut
