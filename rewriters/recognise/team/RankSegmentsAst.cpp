// What the cut of team-level code at its barriers (RankSegments.cpp) asks of the AST: the
// operator a reduction's value is updated with, a carried array's written type, and the exits
// of a loop cut by barriers.
#include "rewriters/recognise/team/RankSegmentsAst.h"

#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/Recognisers.h"

#include "rewriters/recognise/ast/Visitor.h"

using namespace clang;

namespace kt {

namespace {

/// The compound operator every use of Acc in a body updates it with ('+' for `+=`, `-=`,
/// `++` and `--`), or 0: another use, or several operators.
struct Updates : Visitor {
  explicit Updates(const ParmVarDecl *Acc) : Acc(Acc) {}
  bool shouldVisitImplicitCode() const override { return false; }
  bool TraverseLambdaExpr(LambdaExpr *L) override { return TraverseStmt(L->getBody()); }
  bool isAcc(const Expr *E) {
    const auto *D = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return D && D->getDecl() == Acc;
  }
  void update(char C) {
    ++Counted;
    Op = Op == 0 || Op == C ? C : '?';
  }
  bool VisitDeclRefExpr(DeclRefExpr *D) override {
    Refs += D->getDecl() == Acc;
    return true;
  }
  bool VisitCompoundAssignOperator(CompoundAssignOperator *O) override {
    if (!isAcc(O->getLHS()))
      return true;
    switch (O->getOpcode()) {
    case BO_AddAssign:
    case BO_SubAssign:
      update('+');
      break;
    case BO_MulAssign:
      update('*');
      break;
    case BO_OrAssign:
      update('|');
      break;
    case BO_AndAssign:
      update('&');
      break;
    case BO_XorAssign:
      update('^');
      break;
    default:
      break;
    }
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) override {
    if (U->isIncrementDecrementOp() && isAcc(U->getSubExpr()))
      update('+');
    return true;
  }
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *O) override { // a class value type's operators
    if (O->getNumArgs() < 1 || !isAcc(O->getArg(0)))
      return true;
    switch (O->getOperator()) {
    case OO_PlusEqual:
    case OO_MinusEqual:
    case OO_PlusPlus:
    case OO_MinusMinus:
      update('+');
      break;
    case OO_StarEqual:
      update('*');
      break;
    case OO_PipeEqual:
      update('|');
      break;
    case OO_AmpEqual:
      update('&');
      break;
    case OO_CaretEqual:
      update('^');
      break;
    default:
      break;
    }
    return true;
  }
  char result() const { return Refs > 0 && Refs == Counted && Op != '?' ? Op : 0; }
  const ParmVarDecl *Acc;
  unsigned Refs = 0, Counted = 0;
  char Op = 0;
};

} // namespace

/// An array variable's type as its declaration writes it (`float [PPWI]`: the bound keeps the
/// template parameter that an instantiation's type has replaced), kernel-spelled; "" when the
/// declaration does not give it on its own (several declarators).
std::string writtenArrayType(const VarDecl *V, RecogContext &RC) {
  const TypeSourceInfo *TSI = V->getTypeSourceInfo();
  if (!TSI)
    return "";
  SourceRange R = TSI->getTypeLoc().getSourceRange();
  auto [Bg, En] = fileOffsets(RC.Ctx, R);
  auto [At, AtEnd] = fileOffsets(RC.Ctx, SourceRange(V->getLocation(), V->getLocation()));
  if (At < Bg || AtEnd > En || At == AtEnd)
    return "";
  std::string Head = kernelSpelling(R.getBegin(), Bg, At, RC);
  if (Head.find_first_of(",=(") != std::string::npos)
    return "";
  return llvm::StringRef(Head).trim().str() + " " +
         llvm::StringRef(kernelSpelling(R.getBegin(), AtEnd, En, RC)).trim().str();
}

char updateOperator(const Stmt *Body, const ParmVarDecl *Acc) {
  Updates U(Acc);
  U.TraverseStmt(const_cast<Stmt *>(Body));
  return U.result();
}

SourceLocation loopExit(const Stmt *B) {
  struct Exits : Visitor {
    int Depth = 0;
    SourceLocation At;
    bool TraverseLambdaExpr(LambdaExpr *) override { return true; }
    bool TraverseForStmt(ForStmt *S) override { return nested(S); }
    bool TraverseWhileStmt(WhileStmt *S) override { return nested(S); }
    bool TraverseDoStmt(DoStmt *S) override { return nested(S); }
    bool TraverseCXXForRangeStmt(CXXForRangeStmt *S) override { return nested(S); }
    bool TraverseSwitchStmt(SwitchStmt *S) override { return nested(S); }
    bool nested(Stmt *S) {
      ++Depth;
      for (Stmt *C : S->children())
        TraverseStmt(C);
      --Depth;
      return true;
    }
    bool VisitBreakStmt(BreakStmt *S) override { return note(S->getBreakLoc()); }
    bool VisitContinueStmt(ContinueStmt *S) override { return note(S->getContinueLoc()); }
    bool note(SourceLocation L) {
      if (Depth == 0 && At.isInvalid())
        At = L;
      return true;
    }
  } E;
  E.TraverseStmt(const_cast<Stmt *>(B));
  return E.At;
}

SourceLocation loopVarWrite(const Stmt *B, const std::set<const VarDecl *> &Vars) {
  struct Writes : Visitor {
    const std::set<const VarDecl *> &Vars;
    SourceLocation At;
    explicit Writes(const std::set<const VarDecl *> &V) : Vars(V) {}
    bool names(const Expr *E) const {
      const auto *D = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
      const auto *V = D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
      return V && Vars.count(V);
    }
    void note(SourceLocation L) {
      if (At.isInvalid())
        At = L;
    }
    bool VisitUnaryOperator(UnaryOperator *U) override {
      if ((U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf) && names(U->getSubExpr()))
        note(U->getExprLoc());
      return true;
    }
    bool VisitBinaryOperator(BinaryOperator *O) override {
      if (O->isAssignmentOp() && names(O->getLHS()))
        note(O->getExprLoc());
      return true;
    }
  } W(Vars);
  W.TraverseStmt(const_cast<Stmt *>(B));
  return W.At;
}

} // namespace kt
