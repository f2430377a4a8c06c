// Kernel bodies whose value is known at compile time although they are not written at the
// dispatch: a lambda stored in a local variable (`auto f = KOKKOS_LAMBDA(...) {...};
// parallel_for(n, f);`), and a functor's team_shmem_size hook (the level-0 scratch Kokkos adds
// to a team policy's request).
//
// A stored lambda copies its captures where it is defined, while the kernel's arguments are
// read at the dispatch. The two agree when no captured variable can change in between and the
// captured names still name the same variables at the dispatch; both are checked (KT1011).
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/Recognisers.h"

#include "rewriters/recognise/ast/Visitor.h"

using namespace clang;

namespace kt {

namespace {

const Stmt *parentStmt(const Stmt *S, ASTContext &Ctx) {
  DynTypedNodeList P = Ctx.getParents(*S);
  return P.empty() ? nullptr : P[0].get<Stmt>();
}

bool isReferenceToNonConst(QualType T) {
  return T->isReferenceType() && !T.getNonReferenceType().isConstQualified();
}

/// Whether E, an element of the braced list IL, may be changed by the initialisation the
/// element stands for (a binding to a non-const reference, a non-copy conversion).
bool initListMayModify(const InitListExpr *IL, const Expr *E) {
  const InitListExpr *Sem = IL->isSyntacticForm() ? IL->getSemanticForm() : IL;
  for (unsigned I = 0; Sem && I < IL->getNumInits() && I < Sem->getNumInits(); ++I)
    if (IL->getInit(I)->IgnoreParens() == E && Sem->getInit(I)->IgnoreParens() != E) {
      const Expr *SI = Sem->getInit(I)->IgnoreParens();
      if (const auto *C = dyn_cast<ImplicitCastExpr>(SI))
        return C->getCastKind() != CK_LValueToRValue;
      if (const auto *C = dyn_cast<CXXConstructExpr>(SI))
        return C->getNumArgs() < 1 || C->getConstructor()->getNumParams() < 1 ||
               isReferenceToNonConst(C->getConstructor()->getParamDecl(0)->getType());
    }
  return true; // a reference member bound to it, or a form not read here
}

/// Whether E, used as an operand or argument of P (a call, an operator call, a construction
/// or another expression), may be changed by it.
bool argumentMayModify(const Expr *P, const Expr *E) {
  if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(P)) {
    const auto *MD = dyn_cast_or_null<CXXMethodDecl>(OC->getDirectCallee());
    if (MD && OC->getNumArgs() > 0 && OC->getArg(0)->IgnoreParens() == E)
      return !MD->isConst();
  }
  if (const auto *C = dyn_cast<CallExpr>(P)) {
    const FunctionDecl *F = C->getDirectCallee();
    const unsigned Shift = isa<CXXOperatorCallExpr>(C) && isa_and_nonnull<CXXMethodDecl>(F);
    for (unsigned I = 0; I < C->getNumArgs(); ++I)
      if (C->getArg(I)->IgnoreParens() == E)
        return !F || I < Shift || I - Shift >= F->getNumParams() ||
               isReferenceToNonConst(F->getParamDecl(I - Shift)->getType());
    return true; // the callee itself (a function object)
  }
  if (const auto *C = dyn_cast<CXXConstructExpr>(P)) {
    const CXXConstructorDecl *Ctor = C->getConstructor();
    for (unsigned I = 0; I < C->getNumArgs(); ++I)
      if (C->getArg(I)->IgnoreParens() == E)
        return I >= Ctor->getNumParams() || isReferenceToNonConst(Ctor->getParamDecl(I)->getType());
    return true;
  }
  return true;
}

/// Whether the use E of a variable (a glvalue naming it, or a part of it) may change it:
/// everything but reads, const member calls and bindings to const references or copies.
bool mayModify(const Expr *E, ASTContext &Ctx) {
  for (;;) {
    DynTypedNodeList Ps = Ctx.getParents(*E);
    if (Ps.empty())
      return true;
    if (const auto *V = Ps[0].get<VarDecl>()) // the initialiser of V
      return isReferenceToNonConst(V->getType());
    // A braced list's element has two parents: the list as written and the initialisation it
    // stands for (a copy, a conversion); the latter tells.
    const Expr *P = Ps[0].get<Expr>();
    for (const DynTypedNode &N : Ps)
      if (const auto *Q = N.get<Expr>(); Q && !isa<InitListExpr>(Q))
        P = Q;
    if (const auto *IL = dyn_cast_or_null<InitListExpr>(P))
      return initListMayModify(IL, E);
    if (!P)
      return false; // an expression statement, a condition, ...: read at most
    if (isa<ParenExpr>(P)) {
      E = P;
      continue;
    }
    if (const auto *C = dyn_cast<ImplicitCastExpr>(P)) {
      if (C->getCastKind() == CK_LValueToRValue)
        return false;
      if (C->getCastKind() == CK_NoOp && C->getType().isConstQualified())
        return false;
      if (C->getCastKind() == CK_DerivedToBase || C->getCastKind() == CK_UncheckedDerivedToBase ||
          C->getCastKind() == CK_NoOp) {
        E = P;
        continue;
      }
      return true;
    }
    if (const auto *M = dyn_cast<MemberExpr>(P)) {
      if (const auto *MD = dyn_cast<CXXMethodDecl>(M->getMemberDecl()))
        return !MD->isConst() && !MD->isStatic();
      E = P; // a field of the variable
      continue;
    }
    if (isa<ArraySubscriptExpr>(P)) {
      E = P;
      continue;
    }
    if (const auto *U = dyn_cast<UnaryOperator>(P))
      return U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf;
    if (const auto *B = dyn_cast<BinaryOperator>(P))
      return B->isAssignmentOp() && B->getLHS()->IgnoreParens() == E;
    if (isa<UnaryExprOrTypeTraitExpr>(P) || isa<DeclRefExpr>(P))
      return false;
    return argumentMayModify(P, E);
  }
}

bool contains(const SourceManager &SM, SourceRange R, SourceLocation L) {
  return !SM.isBeforeInTranslationUnit(L, R.getBegin()) &&
         !SM.isBeforeInTranslationUnit(R.getEnd(), L);
}

/// Uses of the variables in Vars in the function body Fn that may change them.
struct ModifyingUses : Visitor {
  ASTContext *Ctx;
  const std::vector<const VarDecl *> *Vars;
  std::vector<const DeclRefExpr *> Hits;
  bool VisitDeclRefExpr(DeclRefExpr *D) override {
    if (std::find(Vars->begin(), Vars->end(), D->getDecl()) == Vars->end())
      return true;
    // Inside a lambda that copies the variable, the name is that copy.
    for (const Stmt *S = D; S; S = parentStmt(S, *Ctx))
      if (const auto *L = dyn_cast<LambdaExpr>(S))
        for (const LambdaCapture &C : L->captures())
          if (C.capturesVariable() && C.getCapturedVar() == D->getDecl() &&
              C.getCaptureKind() == LCK_ByCopy)
            return true;
    if (mayModify(D, *Ctx))
      Hits.push_back(D);
    return true;
  }
};

/// A variable named Name declared after From whose scope holds At: it hides the captured one.
const VarDecl *shadowing(const Stmt *Fn, const std::string &Name, SourceLocation From,
                         SourceLocation At, ASTContext &Ctx) {
  struct Decls : Visitor {
    std::string Name;
    std::vector<const VarDecl *> Found;
    bool VisitVarDecl(VarDecl *V) override {
      if (V->getName() == Name)
        Found.push_back(V);
      return true;
    }
  } D;
  D.Name = Name;
  D.TraverseStmt(const_cast<Stmt *>(Fn));
  const SourceManager &SM = Ctx.getSourceManager();
  for (const VarDecl *V : D.Found) {
    if (!SM.isBeforeInTranslationUnit(From, V->getLocation()) ||
        !SM.isBeforeInTranslationUnit(V->getLocation(), At))
      continue;
    SourceRange Scope;
    if (isa<ParmVarDecl>(V)) {
      const auto *F = dyn_cast<FunctionDecl>(V->getDeclContext());
      if (F && F->getBody())
        Scope = F->getBody()->getSourceRange();
    } else {
      DynTypedNodeList P = Ctx.getParents(*V);
      const Stmt *DS = P.empty() ? nullptr : P[0].get<Stmt>();
      if (const Stmt *S = DS ? parentStmt(DS, Ctx) : nullptr)
        Scope = S->getSourceRange();
    }
    if (Scope.isValid() && contains(SM, Scope, At))
      return V;
  }
  return nullptr;
}

/// Whether the use D of the lambda variable is the body argument of a dispatch run by the
/// function that defines the variable (not by a lambda inside it).
bool isDispatchBody(const DeclRefExpr *D, const FunctionDecl *Fn, ASTContext &Ctx) {
  const Stmt *S = D;
  const Stmt *P = parentStmt(S, Ctx);
  while (P && (isa<ImplicitCastExpr>(P) || isa<CXXConstructExpr>(P) ||
               isa<MaterializeTemporaryExpr>(P) || isa<ParenExpr>(P)))
    S = P, P = parentStmt(P, Ctx);
  const auto *C = dyn_cast_or_null<CallExpr>(P);
  if (!C || !isDispatchCall(C))
    return false;
  for (const Stmt *Up = C; Up; Up = parentStmt(Up, Ctx))
    if (isa<LambdaExpr>(Up))
      return false;
  DynTypedNodeList Ps = Ctx.getParents(*C);
  while (!Ps.empty()) { // the function whose body holds the call
    if (const auto *F = Ps[0].get<FunctionDecl>())
      return F == Fn;
    Ps = Ctx.getParents(Ps[0]);
  }
  return false;
}

} // namespace

const LambdaExpr *storedLambda(const Expr *Arg, const VarDecl *&Var) {
  const auto *D = dyn_cast<DeclRefExpr>(strip(Arg));
  const auto *V = D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
  if (!V || isa<ParmVarDecl>(V) || !V->isLocalVarDecl() || V->isStaticLocal() || !V->getInit())
    return nullptr;
  const auto *L = dyn_cast<LambdaExpr>(strip(V->getInit()));
  if (L)
    Var = V;
  return L;
}

const DeclRefExpr *changeBefore(const std::vector<const VarDecl *> &Vars, SourceLocation From,
                                const Expr *Use, const FunctionDecl *Fn, ASTContext &Ctx,
                                llvm::function_ref<bool(const DeclRefExpr *)> Ignore) {
  const SourceManager &SM = Ctx.getSourceManager();
  // Where Use may run again after a later statement: inside a loop or a lambda that does not
  // hold From.
  bool InLambda = false;
  std::vector<SourceRange> Loops;
  for (const Stmt *S = parentStmt(Use, Ctx); S; S = parentStmt(S, Ctx)) {
    if (contains(SM, S->getSourceRange(), From))
      break;
    if (isa<LambdaExpr>(S))
      InLambda = true;
    if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S))
      Loops.push_back(S->getSourceRange());
  }
  ModifyingUses U;
  U.Ctx = &Ctx;
  U.Vars = &Vars;
  U.TraverseStmt(Fn->getBody());
  for (const DeclRefExpr *W : U.Hits) {
    SourceLocation At = W->getLocation();
    if (!SM.isBeforeInTranslationUnit(From, At) || (Ignore && Ignore(W)))
      continue;
    bool Reaches = InLambda || SM.isBeforeInTranslationUnit(At, Use->getBeginLoc());
    for (SourceRange R : Loops)
      Reaches = Reaches || contains(SM, R, At);
    if (Reaches)
      return W;
  }
  return nullptr;
}

bool checkStoredLambda(const LambdaExpr *L, const VarDecl *Var, const Expr *Arg, Kernel &K,
                       RecogContext &RC) {
  ASTContext &Ctx = RC.Ctx;
  const auto *Fn = dyn_cast_or_null<FunctionDecl>(Var->getParentFunctionOrMethod());
  if (!Fn || !Fn->getBody())
    return false;
  for (const LambdaCapture &C : L->captures())
    if (const auto *V = C.capturesVariable() ? dyn_cast<VarDecl>(C.getCapturedVar()) : nullptr;
        V && V->isInitCapture()) {
      RC.Diags.error(C.getLocation(), DiagId::UnsupportedBody,
                     "the lambda '" + Var->getNameAsString() + "' has the init capture '" +
                         V->getNameAsString() + "', whose initialiser the launch at the dispatch "
                         "on line " + std::to_string(lineOf(Ctx, Arg->getBeginLoc())) +
                         " would evaluate again: write the lambda at the dispatch");
      return false;
    }
  std::vector<const VarDecl *> Copied;
  for (const LambdaCapture &C : L->captures())
    if (C.capturesVariable() && C.getCaptureKind() == LCK_ByCopy)
      if (const auto *V = dyn_cast<VarDecl>(C.getCapturedVar()))
        Copied.push_back(V);
  if (const DeclRefExpr *W = changeBefore(Copied, L->getEndLoc(), Arg, Fn, Ctx)) {
    RC.Diags.error(W->getLocation(), DiagId::UnsupportedBody,
                   "'" + W->getDecl()->getNameAsString() + "' may change here, after the lambda '" +
                       Var->getNameAsString() + "' copied it (line " +
                       std::to_string(lineOf(Ctx, L->getBeginLoc())) +
                       ") and before the dispatch on line " +
                       std::to_string(lineOf(Ctx, Arg->getBeginLoc())) +
                       " runs it; the kernel would read the new value: write the lambda at "
                       "the dispatch");
    return false;
  }
  for (const LambdaCapture &C : L->captures()) {
    if (!C.capturesVariable())
      continue;
    std::string N = C.getCapturedVar()->getNameAsString();
    if (const VarDecl *S = shadowing(Fn->getBody(), N, L->getEndLoc(), Arg->getBeginLoc(), Ctx)) {
      RC.Diags.error(S->getLocation(), DiagId::UnsupportedBody,
                     "this '" + N + "' hides the '" + N + "' that the lambda '" +
                         Var->getNameAsString() + "' captures, at the dispatch on line " +
                         std::to_string(lineOf(Ctx, Arg->getBeginLoc())) +
                         "; rename one of them or write the lambda at the dispatch");
      return false;
    }
  }
  // The host copy of the lambda no longer needs its body when dispatches are its only uses.
  struct Uses : Visitor {
    const VarDecl *V;
    std::vector<const DeclRefExpr *> All;
    bool VisitDeclRefExpr(DeclRefExpr *D) override {
      if (D->getDecl() == V)
        All.push_back(D);
      return true;
    }
  } Us;
  Us.V = Var;
  Us.TraverseStmt(Fn->getBody());
  bool OnlyDispatches = true;
  for (const DeclRefExpr *D : Us.All)
    OnlyDispatches = OnlyDispatches && isDispatchBody(D, Fn, Ctx);
  if (OnlyDispatches) {
    std::tie(K.functorBodyBegin, K.functorBodyEnd) =
        fileOffsets(Ctx, L->getBody()->getSourceRange());
    RC.FunctorBodyFile = fileOfRange(Ctx, L->getBody()->getSourceRange());
  }
  return true;
}

bool applyTeamShmemHook(const CXXRecordDecl *RD, const Expr *Arg, Kernel &K, RecogContext &RC) {
  if (K.policy.kind != PolicyKind::Team)
    return true;
  const CXXMethodDecl *Hook = nullptr;
  for (const CXXMethodDecl *M : RD->methods())
    if (M->getIdentifier() && !M->isStatic() &&
        (M->getName() == "team_shmem_size" || M->getName() == "shmem_size")) {
      if (Hook && Hook->getName() != M->getName()) {
        RC.Diags.error(M->getLocation(), DiagId::UnsupportedBody,
                       "functor '" + K.functorType + "' defines both team_shmem_size and "
                       "shmem_size, which Kokkos does not allow");
        return false;
      }
      Hook = M;
    }
  if (!Hook)
    return true;
  Policy &P = K.policy;
  std::string Size = P.space == ExecSpace::Host ? "1" // Serial: teams of one thread
                     : P.teamSizeConst > 0          ? std::to_string(P.teamSizeConst)
                                                    : "(" + P.teamSize + ")";
  const bool Auto = P.space == ExecSpace::Device && P.teamSize.empty();
  std::string Call = "(size_t)kt_functor." + Hook->getNameAsString() + "(" + (Auto ? "kt_ts" : Size) + ")";
  Policy::Scratch &S = P.scratch[0];
  S.perTeamConst = std::nullopt;
  if (Auto) // Kokkos::AUTO: the size the launch chooses
    S.perTeamHook = Call;
  else
    S.perTeam = S.perTeam == "0" ? Call : "(" + S.perTeam + ") + " + Call;
  return true;
}

} // namespace kt
