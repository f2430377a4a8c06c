// The effects of a `team_rank() == 0` guard's statement (RankGuards.h): each write is classified
// by the root of the lvalue it writes, through members, array elements, View elements and
// pointers. A write whose root is a variable of the enclosing code (or the object's members)
// is per-thread state in Kokkos; one through a View or a pointer is shared memory.
#include "rewriters/recognise/team/RankGuards.h"
#include "rewriters/recognise/ast/AstUtil.h"

#include "clang/AST/ExprCXX.h"
#include "rewriters/recognise/ast/Visitor.h"

using namespace clang;

namespace kt {

namespace {

enum class Root { Memory, Own, State };

/// Whether C (an operator() or operator[] call) reads an element of a Kokkos View.
bool viewElement(const CXXOperatorCallExpr *C) {
  const auto *M = dyn_cast_or_null<CXXMethodDecl>(C->getDirectCallee());
  return M && isKokkosDecl(M) && M->getParent()->getName().contains("View");
}

class Writes : public Visitor {
public:
  /// Own: the source range of what is analysed (its declarations are its own); ThisRoot: what
  /// `this` is (the guard's own function: state; a member function called on an object: the
  /// object's root).
  Writes(const SourceManager &SM, SourceRange Own, Root ThisRoot, int Depth)
      : SM(SM), Own(Own), ThisRoot(ThisRoot), Depth(Depth) {}
  bool Dirty = false;

  bool VisitBinaryOperator(BinaryOperator *B) override {
    if (B->isAssignmentOp())
      write(B->getLHS());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) override {
    if (U->isIncrementDecrementOp())
      write(U->getSubExpr());
    return true;
  }
  bool VisitCallExpr(CallExpr *C) override;
  bool VisitCXXConstructExpr(CXXConstructExpr *C) override {
    if (const CXXConstructorDecl *F = C->getConstructor())
      arguments(F, C->getArgs(), C->getNumArgs());
    return true;
  }
  // Dependent code: what it calls is not known.
  bool VisitCXXDependentScopeMemberExpr(CXXDependentScopeMemberExpr *) override { return fail(); }
  bool VisitUnresolvedMemberExpr(UnresolvedMemberExpr *) override { return fail(); }
  bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *) override { return fail(); }

private:
  bool fail() {
    Dirty = true;
    return false;
  }
  void write(const Expr *E) {
    if (root(E) == Root::State)
      Dirty = true;
  }
  /// Whether L lies in Own (compared where they are expanded: a definition may begin in a
  /// macro, KOKKOS_INLINE_FUNCTION).
  bool owns(SourceLocation L) const {
    const SourceLocation X = SM.getExpansionLoc(L), B = SM.getExpansionLoc(Own.getBegin()),
                         E = SM.getExpansionLoc(Own.getEnd());
    return !SM.isBeforeInTranslationUnit(X, B) && !SM.isBeforeInTranslationUnit(E, X);
  }
  Root root(const Expr *E) const;
  Root pointee(const Expr *P, int Hops = 0) const;
  void arguments(const FunctionDecl *F, const Expr *const *Args, unsigned N);
  void memberCall(const CXXMemberCallExpr *C);

  const SourceManager &SM;
  SourceRange Own;
  Root ThisRoot;
  int Depth;
};

Root Writes::root(const Expr *E) const {
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *M = dyn_cast<MemberExpr>(E)) {
      const Expr *Base = M->getBase()->IgnoreParenImpCasts();
      if (M->isArrow() && !isa<CXXThisExpr>(Base))
        return pointee(Base); // through a pointer
      E = Base;
    } else if (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) {
      const Expr *Base = A->getBase()->IgnoreParenImpCasts();
      if (!Base->getType()->isArrayType())
        return pointee(Base); // a pointer's element
      E = Base;
    } else if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_Deref) {
      return pointee(U->getSubExpr());
    } else if (const auto *O = dyn_cast<CXXOperatorCallExpr>(E)) {
      if (viewElement(O))
        return Root::Memory;
      if (O->getNumArgs() == 0)
        return Root::State;
      E = O->getArg(0); // an element of the object (Kokkos::Array, std::array): its state
    } else if (isa<CXXThisExpr>(E)) {
      return ThisRoot;
    } else if (const auto *D = dyn_cast<DeclRefExpr>(E)) {
      const auto *V = dyn_cast<VarDecl>(D->getDecl());
      if (!V)
        return Root::State;
      if (!V->hasLocalStorage())
        return Root::Memory; // a global
      if (!owns(V->getLocation()))
        return Root::State;
      if (!V->getType()->isReferenceType() || isa<ParmVarDecl>(V))
        return Root::Own; // a parameter: what its callers pass is checked at their calls
      if (!V->getInit())
        return Root::State;
      E = V->getInit(); // a reference declared here: what it is bound to
    } else {
      return Root::State; // a call's result, a conditional, ...: not followed
    }
  }
}

/// What the pointer P points into: a variable whose address it takes (`&x`, also through a
/// local pointer initialised so, a few hops deep) is that variable's root; anything else (a
/// View's data(), a parameter, arithmetic on them) is memory the team shares.
Root Writes::pointee(const Expr *P, int Hops) const {
  P = P->IgnoreParenImpCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(P); U && U->getOpcode() == UO_AddrOf)
    return root(U->getSubExpr());
  if (const auto *B = dyn_cast<BinaryOperator>(P); B && B->isAdditiveOp())
    return pointee(B->getLHS()->getType()->isPointerType() ? B->getLHS() : B->getRHS(), Hops);
  const auto *D = dyn_cast<DeclRefExpr>(P);
  const auto *V = D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
  if (V && V->hasLocalStorage() && !isa<ParmVarDecl>(V) && V->getInit())
    return Hops < 4 ? pointee(V->getInit(), Hops + 1) : Root::State;
  return Root::Memory;
}

void Writes::arguments(const FunctionDecl *F, const Expr *const *Args, unsigned N) {
  for (unsigned I = 0; I < N && I < F->getNumParams(); ++I) {
    const QualType T = F->getParamDecl(I)->getType();
    const Expr *A = Args[I]->IgnoreParenImpCasts();
    const CXXRecordDecl *Class = A->getType()->getAsCXXRecordDecl();
    if (T->isReferenceType() && !T.getNonReferenceType().isConstQualified() && A->isGLValue() &&
        !(Class && Class->isLambda())) // a lambda is called, not written (a nested dispatch's)
      write(A);
    else if (const auto *U = dyn_cast<UnaryOperator>(A); U && U->getOpcode() == UO_AddrOf)
      write(U->getSubExpr()); // a pointer to it
  }
}

bool Writes::VisitCallExpr(CallExpr *C) {
  const FunctionDecl *F = C->getDirectCallee();
  if (!F)
    return isa<CXXOperatorCallExpr>(C) || fail(); // a call through a pointer or a dependent one
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(C);
  const auto *M = dyn_cast<CXXMethodDecl>(F);
  if (Op && M && !M->isStatic()) { // the object is argument 0; the rest are the parameters
    // A non-const operator writes its object (`a = b`, `++it`); () and [] give an element,
    // whose writes are classified where they are written.
    if (!M->isConst() && !viewElement(Op) && Op->getOperator() != OO_Subscript &&
        Op->getOperator() != OO_Call)
      write(Op->getArg(0));
    arguments(F, C->getArgs() + 1, C->getNumArgs() - 1);
    return true;
  }
  arguments(F, C->getArgs(), C->getNumArgs());
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(C))
    memberCall(MC);
  return true;
}

/// A non-const member function called on state: what its body writes of the object.
void Writes::memberCall(const CXXMemberCallExpr *C) {
  const CXXMethodDecl *M = C->getMethodDecl();
  if (!M || M->isConst() || M->isStatic())
    return;
  const Root Obj = root(C->getImplicitObjectArgument());
  if (Obj != Root::State)
    return;
  const FunctionDecl *Def = nullptr;
  if (isKokkosDecl(M) || Depth >= 4 || !M->hasBody(Def) || !Def->getBody()) {
    Dirty = true;
    return;
  }
  Writes In(SM, Def->getSourceRange(), Root::State, Depth + 1);
  In.TraverseStmt(Def->getBody());
  Dirty = Dirty || In.Dirty;
}

} // namespace

bool guardWritesSharedOnly(const Stmt *S, ASTContext &Ctx) {
  Writes W(Ctx.getSourceManager(), S->getSourceRange(), Root::State, 0);
  W.TraverseStmt(const_cast<Stmt *>(S));
  return !W.Dirty;
}

} // namespace kt
