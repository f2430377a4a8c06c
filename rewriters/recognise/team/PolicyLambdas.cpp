// A lambda that returns a nested policy, called as the policy of nested dispatches in a kernel
// (Kokkos' TestTeamNestedReducerFunctor):
//   auto policy = KOKKOS_LAMBDA(member_type const &m, int n) { return Kokkos::TeamThreadRange(m, n); };
//   parallel_for(TeamPolicy<>(l, AUTO), KOKKOS_LAMBDA(member_type const &team) {
//     Kokkos::parallel_reduce(policy(team, count), f, r); });
// The kernel has no closure object: each dispatch is lowered as if the returned policy were
// written there, with the call's arguments in place of the lambda's parameters, and the
// variable, used only so, is not captured.
#include "rewriters/model/ApiTable.h"
#include "rewriters/recognise/team/TeamOpsCollector.h"

namespace kt {

using namespace clang;

namespace {

/// The value of LambdaBody when it is `{ return V; }`, else null.
const Expr *singleReturn(const Stmt *LambdaBody) {
  const auto *Body = dyn_cast_or_null<CompoundStmt>(LambdaBody);
  const auto *R = Body && Body->size() == 1 ? dyn_cast<ReturnStmt>(Body->body_front()) : nullptr;
  return R ? R->getRetValue() : nullptr;
}

/// The nested range the call operator of the lambda class RD returns (returnedRangeName's
/// ranges only: what the host spelling and the instantiation guards know), or null.
const Expr *returnedPolicy(const CXXRecordDecl *RD) {
  const CXXMethodDecl *Call = RD && RD->isLambda() ? RD->getLambdaCallOperator() : nullptr;
  return Call && !returnedRangeName(Call->getBody()).empty() ? singleReturn(Call->getBody())
                                                             : nullptr;
}

/// The call `policy(team, n)` of such a lambda, or null.
const CXXOperatorCallExpr *policyLambdaCallExpr(const Expr *E) {
  const auto *C = dyn_cast_or_null<CXXOperatorCallExpr>(strip(E));
  if (!C || C->getOperator() != OO_Call || C->getNumArgs() < 1)
    return nullptr;
  const auto *RD = strip(C->getArg(0))->getType().getNonReferenceType()->getAsCXXRecordDecl();
  return returnedPolicy(RD) ? C : nullptr;
}

} // namespace

namespace teamops {

NestedPolicy policyLambdaCall(const Expr *E) {
  const CXXOperatorCallExpr *C = policyLambdaCallExpr(E);
  if (!C)
    return NestedPolicy();
  const auto *RD = strip(C->getArg(0))->getType().getNonReferenceType()->getAsCXXRecordDecl();
  const CXXMethodDecl *Op = RD->getLambdaCallOperator();
  NestedPolicy P = nestedPolicyCall(returnedPolicy(RD));
  for (const Expr *&A : P.Args) { // a parameter: the call's argument; a constant stays
    const auto *D = dyn_cast<DeclRefExpr>(A->IgnoreImpCasts());
    const auto *Pm = D ? dyn_cast<ParmVarDecl>(D->getDecl()) : nullptr;
    if (Pm && Pm->getDeclContext() == Op && Pm->getFunctionScopeIndex() + 1 < C->getNumArgs())
      A = C->getArg(Pm->getFunctionScopeIndex() + 1);
    else if (!A->IgnoreImpCasts()->isIntegerConstantExpr(RD->getASTContext()))
      return NestedPolicy();
  }
  P.E = C;
  return P;
}

} // namespace teamops

std::string returnedRangeName(const Stmt *LambdaBody) {
  const Expr *V = singleReturn(LambdaBody);
  const auto *C = V ? dyn_cast<CallExpr>(strip(V)) : nullptr;
  if (!C)
    return "";
  std::string Name;
  if (const FunctionDecl *F = C->getDirectCallee()) { // an instantiation
    if (isKokkosDecl(F) && F->getIdentifier())
      Name = F->getName().str();
  } else if (const auto *U = dyn_cast<UnresolvedLookupExpr>(C->getCallee()->IgnoreImplicit());
             U && !U->decls().empty() && // in a template
             std::all_of(U->decls().begin(), U->decls().end(),
                         [](const NamedDecl *D) { return isKokkosDecl(D); })) {
    Name = U->getName().getAsString();
  }
  return isNestedRangeName(Name) && !isNestedRangeName(Name, true) ? Name : "";
}

bool returnsNestedPolicy(const LambdaExpr *L) { return !returnedRangeName(L->getBody()).empty(); }

bool policyLambdaOnly(const VarDecl *V, const Stmt *Body) {
  struct Uses : Visitor {
    const VarDecl *V;
    unsigned All = 0, AsPolicy = 0;
    bool VisitDeclRefExpr(DeclRefExpr *D) override {
      All += D->getDecl() == V;
      return true;
    }
    bool VisitCallExpr(CallExpr *C) override {
      if (!isDispatchCall(C) || C->getNumArgs() < 1)
        return true;
      const CXXOperatorCallExpr *P = policyLambdaCallExpr(C->getArg(0));
      const auto *D = P ? dyn_cast<DeclRefExpr>(strip(P->getArg(0))) : nullptr;
      AsPolicy += D && D->getDecl() == V && teamops::policyLambdaCall(P);
      return true;
    }
  } U;
  U.V = V;
  if (!V || !returnedPolicy(V->getType().getNonReferenceType()->getAsCXXRecordDecl()))
    return false;
  U.TraverseStmt(const_cast<Stmt *>(Body));
  return U.All > 0 && U.All == U.AsPolicy;
}

} // namespace kt
