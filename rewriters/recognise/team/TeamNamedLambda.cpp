// Lambdas named by a variable of the kernel and passed by name to a nested dispatch or single
// (`const auto g = [&](const int k, double &a) { ... }; parallel_reduce(TeamThreadRange(team,
// n), g, s);`, Kokkos' TestRepeatedTeamReduce): the dispatch's body calls the variable per
// index, as Kokkos does, and the lambda's declaration stays where the user wrote it.
#include "rewriters/recognise/team/TeamOpsCollector.h"

namespace kt::teamops {

namespace {

/// Whether Body uses the team member (IsMember) other than as `m.league_rank()` or
/// `m.league_size()`, which read the same at every level of the team.
template <typename Pred> struct MemberUse : Visitor {
  Pred IsMember;
  std::set<const Expr *> LeagueReads;
  bool Other = false;
  explicit MemberUse(Pred P) : IsMember(P) {}
  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *M) override {
    const CXXMethodDecl *F = M->getMethodDecl();
    const Expr *Obj = M->getImplicitObjectArgument();
    if (F && F->getIdentifier() && (F->getName() == "league_rank" || F->getName() == "league_size") &&
        Obj && IsMember(Obj))
      LeagueReads.insert(Obj->IgnoreParenImpCasts());
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *D) override {
    Other |= IsMember(D) && !LeagueReads.count(D);
    return !Other;
  }
};

} // namespace

const LambdaExpr *Collector::namedLambda(const Expr *A) const {
  const VarDecl *V = nullptr;
  const LambdaExpr *L = A ? storedLambda(A, V) : nullptr;
  // The variable is the closure itself (not a std::function built from it), not generic.
  if (!L || L->isGenericLambda() ||
      V->getType().getNonReferenceType()->getAsCXXRecordDecl() != L->getLambdaClass())
    return nullptr;
  // The call `(g)(k, a)` passes the loop's index and accumulator, named as its parameters.
  for (const ParmVarDecl *P : L->getCallOperator()->parameters())
    if (P->getIdentifier() && P->getName() == V->getName())
      return nullptr;
  // Its body is recognised where it is declared: nothing in it may depend on the level.
  MemberUse U([this](const Expr *E) { return isMember(E); });
  U.TraverseStmt(L->getBody());
  return U.Other ? nullptr : L;
}

} // namespace kt::teamops
