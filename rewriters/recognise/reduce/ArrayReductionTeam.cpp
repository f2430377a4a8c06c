// Functor array reductions over a TeamPolicy (ArrayReduction.cpp does the range form). Kokkos
// gives each team thread its own value_count elements and joins them; the translation gives
// each partial (a chunk of the league) one set where one thread of the team uses the
// accumulator (inside `if (team.team_rank() == 0)` or Kokkos::single(PerTeam(team), ...)), and
// one set per team thread of the chunk otherwise (ArrayReduction::perThread; the launch sizes
// them by its team size). The kernel is a team parallel_for over the partials: each team runs the body once per
// league rank of its chunk (league_rank() is that rank, league_size() the whole league's), so
// barriers, scratch and nested ranges stay as they are, inside the loop.
// The loop is printed by the lowering (arrayChunkKernel, emit/ArrayReduceText.cpp).
#include "rewriters/recognise/reduce/ArrayReduction.h"

#include "rewriters/recognise/ast/AstUtil.h"

#include "rewriters/recognise/ast/Visitor.h"

using namespace clang;

namespace kt {

namespace {

bool namedCall(const Expr *E, StringRef Name) {
  const auto *C = dyn_cast_or_null<CallExpr>(E ? E->IgnoreParenImpCasts() : nullptr);
  const FunctionDecl *F = C ? C->getDirectCallee() : nullptr;
  return F && F->getIdentifier() && F->getName() == Name;
}

/// `X.team_rank() == 0` or `0 == X.team_rank()`.
bool rankZeroTest(const Expr *Cond, ASTContext &Ctx) {
  const auto *B = dyn_cast<BinaryOperator>(Cond->IgnoreParenImpCasts());
  if (!B || B->getOpcode() != BO_EQ)
    return false;
  auto Rank = [](const Expr *E) {
    const auto *M = dyn_cast<CXXMemberCallExpr>(E->IgnoreParenImpCasts());
    return M && M->getMethodDecl() && M->getMethodDecl()->getIdentifier() &&
           M->getMethodDecl()->getName() == "team_rank";
  };
  auto Zero = [&](const Expr *E) {
    Expr::EvalResult R;
    return !E->isValueDependent() && E->EvaluateAsInt(R, Ctx) && R.Val.getInt() == 0;
  };
  return (Rank(B->getLHS()) && Zero(B->getRHS())) || (Zero(B->getLHS()) && Rank(B->getRHS()));
}

/// The uses of the accumulator P; Bad: the first one that every team thread makes (not
/// inside `if (team.team_rank() == 0)`'s then-branch or single(PerTeam(team), ...)).
struct AccUses : Visitor {
  const ParmVarDecl *P;
  ASTContext &Ctx;
  SourceLocation Bad;
  int OneThread = 0;
  AccUses(const ParmVarDecl *P, ASTContext &Ctx) : P(P), Ctx(Ctx) {}
  bool TraverseIfStmt(IfStmt *S) override {
    if (!S->getCond() || !rankZeroTest(S->getCond(), Ctx))
      return Visitor::TraverseIfStmt(S);
    TraverseStmt(S->getInit());
    TraverseStmt(S->getCond());
    ++OneThread;
    TraverseStmt(S->getThen());
    --OneThread;
    return TraverseStmt(S->getElse());
  }
  bool TraverseCallExpr(CallExpr *C) override {
    const bool Single =
        namedCall(C, "single") && C->getNumArgs() >= 2 && namedCall(C->getArg(0), "PerTeam");
    OneThread += Single;
    bool R = Visitor::TraverseCallExpr(C);
    OneThread -= Single;
    return R;
  }
  bool VisitDeclRefExpr(DeclRefExpr *R) override {
    if (R->getDecl() == P && !OneThread && Bad.isInvalid())
      Bad = R->getLocation();
    return true;
  }
};

bool hasTeamContext(const BodyText &B) {
  for (const auto &Op : B.ops)
    if (Op->kind == BodyOp::Kind::TeamContext || hasTeamContext(Op->body) ||
        (Op->prelude && hasTeamContext(*Op->prelude)))
      return true;
  return false;
}

} // namespace

bool teamArrayEveryThread(const ParmVarDecl *P, ASTContext &Ctx) {
  const auto *F = dyn_cast<FunctionDecl>(P->getDeclContext());
  AccUses U(P, Ctx);
  if (F && F->getBody())
    U.TraverseStmt(F->getBody());
  return U.Bad.isValid();
}

bool checkTeamArrayBody(Kernel &K, const CallExpr *Call, RecogContext &RC) {
  if (hasTeamContext(K.body)) {
    RC.Diags.error(Call->getBeginLoc(), DiagId::ArrayReductionForm,
                   "a functor array reduction over a TeamPolicy is not translated with the team "
                   "member passed to a helper function");
    return false;
  }
  RankSegments &S = K.segments; // one segment: the whole loop (barriers inside it: refused)
  if (S.segments.size() > 1 && S.refusal.empty()) {
    S.refusal = "a team_barrier() or a team collective in a functor array reduction's "
                "team-level code";
    S.refusalOffset = K.functorBodyBegin; // where the body is, for OpenACC's KT1021
  }
  return true;
}

} // namespace kt
