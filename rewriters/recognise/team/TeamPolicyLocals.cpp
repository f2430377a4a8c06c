// A nested policy held in a local variable of a kernel body:
//   auto range = Kokkos::TeamThreadRange(team, n);
//   Kokkos::parallel_reduce(range, [=](int i, int &v) {...}, r);
// The declaration is removed and every dispatch over `range` is lowered as if the call were
// written in its place, which gives the same bounds where they cannot change in between
// (constants, captures, the functor's members, the team member's queries). Any other use of
// the variable is diagnosed: the kernel has no policy object.
#include "rewriters/recognise/team/TeamOpsCollector.h"

namespace kt::teamops {

namespace {

/// Whether E evaluates to the same value anywhere in the kernel body (Member: the team member).
bool stableBound(const Stmt *E, const VarDecl *Member) {
  if (!E)
    return true;
  if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->isAssignmentOp())
    return false;
  if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->isIncrementDecrementOp())
    return false;
  if (const auto *D = dyn_cast<DeclRefExpr>(E)) {
    const auto *V = dyn_cast<VarDecl>(D->getDecl());
    if (V && V != Member && V->hasLocalStorage() && !D->refersToEnclosingVariableOrCapture() &&
        !V->getType().isConstQualified())
      return false;
  }
  if (const auto *M = dyn_cast<CXXMemberCallExpr>(E))
    if (!M->getMethodDecl() || !M->getMethodDecl()->isConst())
      return false;
  if (isa<CallExpr>(E) && !isa<CXXMemberCallExpr>(E) && !isa<CXXOperatorCallExpr>(E))
    return false;
  for (const Stmt *C : E->children())
    if (!stableBound(C, Member))
      return false;
  return true;
}

} // namespace

bool Collector::TraverseDeclStmt(DeclStmt *D) {
  if (teamToken(D)) // AcquireTeamUniqueToken (TeamCopies.cpp)
    return true;
  const auto *V = D->isSingleDecl() ? dyn_cast<VarDecl>(D->getSingleDecl()) : nullptr;
  const NestedPolicy Pol =
      V && V->getInit() && Sc.S.Member ? nestedPolicyCall(V->getInit()) : NestedPolicy();
  if (!Pol.range())
    return Visitor::TraverseDeclStmt(D);
  const auto *M = Pol.Args.empty() ? nullptr : dyn_cast<DeclRefExpr>(Pol.Args[0]->IgnoreImpCasts());
  bool Stable = M && M->getDecl() == Sc.S.Member;
  for (size_t I = 1; I < Pol.Args.size(); ++I)
    Stable = Stable && stableBound(Pol.Args[I], Sc.S.Member);
  if (!Stable) {
    RC.Diags.error(D->getBeginLoc(), DiagId::UnsupportedNested,
                   "the nested policy '" + V->getNameAsString() +
                       "' is held in a variable with bounds that may change before its "
                       "dispatches (only constants, captured values, the functor's members and "
                       "the team member's queries); write the policy in the dispatch");
    RC.Rejected.push_back(fileOffsets(RC.Ctx, D->getSourceRange()));
    return true;
  }
  RC.Unit.NestedPolicyLocals[V] = Pol.E;
  if (BodyOp *Op = add(BodyOp::Kind::Rename, D->getSourceRange()))
    Op->text = "// " + V->getNameAsString() + ": the " + Pol.Name + " of the dispatches below";
  return true;
}

NestedPolicy Collector::nestedPolicyOf(const Expr *E) {
  const auto *D = dyn_cast<DeclRefExpr>(strip(E));
  const auto *V = D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
  auto It = V ? RC.Unit.NestedPolicyLocals.find(V) : RC.Unit.NestedPolicyLocals.end();
  if (It != RC.Unit.NestedPolicyLocals.end())
    return nestedPolicyCall(It->second);
  const NestedPolicy P = nestedPolicyCall(E);
  return P ? P : policyLambdaCall(E);
}

void Collector::policyLocalUse(const DeclRefExpr *D) {
  const auto *V = dyn_cast<VarDecl>(D->getDecl());
  if (V && RC.Unit.NestedPolicyLocals.count(V))
    RC.Diags.error(D->getLocation(), DiagId::UnsupportedNested,
                   "the nested policy '" + V->getNameAsString() +
                       "' is used other than as the policy of a dispatch inside the kernel");
}

} // namespace kt::teamops
