// Team-level Kokkos::Experimental constructs that are desugared into the body model (the body
// recogniser's visitor, TeamOpsCollector.h):
// - local_deep_copy(team, dst, src | value): as Kokkos 4.6 does it (Kokkos_CopyViews.hpp), a
//   TeamVectorRange over the copy's elements between two team barriers (BodyOp::teamBarriers),
//   whose body copies one element (kt::impl::local_copy_at, kt/core/local_copy.hpp);
//   local_deep_copy_contiguous(team, ...) the same without the barriers. The sequential forms
//   (no team) are plain calls of the shim's kt::local_deep_copy (ApiTable.cpp).
// - `AcquireTeamUniqueToken<P> name(tokens, team);`: a BodyOp::Kind::TeamToken, which each
//   target prints as kt::impl::TeamTokenGuard (kt/unique_token.hpp) with its own barrier.
#include "rewriters/recognise/team/TeamOpsCollector.h"

#include <algorithm>

namespace kt::teamops {

namespace {

/// Whether evaluating E more than once gives the same value and writes nothing: variables,
/// literals, members, arithmetic, Kokkos::subview (make_pair, min, max, abs) and const member
/// functions (a View's extent() and operator(), ALL()). The team forms of local_deep_copy evaluate their arguments per element.
class Repeatable : public Visitor {
public:
  bool Ok = true;
  bool shouldVisitImplicitCode() const override { return false; }
  bool VisitBinaryOperator(BinaryOperator *O) override {
    Ok = Ok && !O->isAssignmentOp();
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *O) override {
    Ok = Ok && !O->isIncrementDecrementOp();
    return true;
  }
  bool VisitCallExpr(CallExpr *C) override {
    const FunctionDecl *F = C->getDirectCallee();
    if (const auto *M = dyn_cast_or_null<CXXMethodDecl>(F)) { // extent(), a View's operator()
      Ok = Ok && M->isConst();
      return true;
    }
    static const char *const Pure[] = {"subview", "make_pair", "min", "max", "abs", "fabs"};
    Ok = Ok && F && isKokkosDecl(F) && F->getIdentifier() &&
         std::find(std::begin(Pure), std::end(Pure), F->getName()) != std::end(Pure);
    return true;
  }
  bool VisitLambdaExpr(LambdaExpr *) override {
    Ok = false;
    return true;
  }
};

} // namespace

/// Appends E's text, with its ops, to B.
void Collector::appendExpr(BodyText &B, const Expr *E) {
  BodyText T;
  collectInto(E, E->getSourceRange(), Sc, T, RC);
  for (auto &O : T.ops) {
    O->offset += B.text.size();
    B.ops.push_back(std::move(O));
  }
  B.text += T.text;
}

/// `Fn(dst, src)` + Tail, the arguments with their ops.
std::unique_ptr<BodyText> Collector::copyCall(const std::string &Fn, const Expr *Dst,
                                              const Expr *Src, const std::string &Tail) {
  auto B = std::make_unique<BodyText>();
  B->text = Fn + "(";
  appendExpr(*B, Dst);
  B->text += ", ";
  appendExpr(*B, Src);
  B->text += Tail;
  return B;
}

bool Collector::teamLevelOnly(const Expr *At, const std::string &What) {
  if (Sc.Depth == 0 && !Sc.InSingle)
    return true;
  RC.Diags.error(At->getBeginLoc(), DiagId::UnsupportedNested,
                 What + " must be called by the whole team, not inside a nested range or "
                        "single (the team's threads synchronise in it)");
  return false;
}

void Collector::teamLocalCopy(CallExpr *C, bool Contiguous) {
  std::vector<const Expr *> Args;
  for (const Expr *A : C->arguments())
    if (!isa<CXXDefaultArgExpr>(A))
      Args.push_back(A);
  const std::string Name = Contiguous ? "local_deep_copy_contiguous" : "local_deep_copy";
  if (Args.size() != 3 || !teamLevelOnly(C, "Kokkos::Experimental::" + Name + " with the team")) {
    if (Args.size() != 3)
      RC.Diags.error(C->getBeginLoc(), DiagId::UnsupportedNested,
                     "Kokkos::Experimental::" + Name + " takes the team, a View and a View or a value");
    reject(C);
    return;
  }
  for (const Expr *A : {Args[1], Args[2]}) {
    Repeatable R;
    R.TraverseStmt(const_cast<Expr *>(A));
    if (!R.Ok) {
      RC.Diags.error(A->getBeginLoc(), DiagId::UnsupportedNested,
                     "an argument of Kokkos::Experimental::" + Name + " with the team is "
                     "evaluated once per element in the translation; compute it into a local "
                     "variable before the call");
      reject(C);
      return;
    }
  }
  BodyOp *Op = add(BodyOp::Kind::NestedRange, C->getSourceRange());
  if (!Op)
    return;
  Op->nest = NestLevel::TeamVector;
  Op->pattern = Pattern::For;
  Op->teamBarriers = !Contiguous;
  Op->indexType = "long";
  Op->indexName = "kt_copy_i";
  const std::string Fn = Contiguous ? "kt::impl::local_contiguous_" : "kt::impl::local_copy_";
  Op->end = copyCall(Fn + "count", Args[1], Args[2], ")");
  Op->body = std::move(*copyCall("{ " + Fn + "at", Args[1], Args[2], ", kt_copy_i); }"));
  for (const Expr *A : {Args[1], Args[2]})
    for (const std::string &U : outerLocalUses(A, SourceRange()))
      if (std::find(Op->outerUses.begin(), Op->outerUses.end(), U) == Op->outerUses.end())
        Op->outerUses.push_back(U);
}

bool Collector::teamToken(DeclStmt *D) {
  const auto *V = D->isSingleDecl() ? dyn_cast<VarDecl>(D->getSingleDecl()) : nullptr;
  bool IsToken = false;
  for (const Decl *X : D->decls())
    if (const auto *XV = dyn_cast<VarDecl>(X))
      IsToken = IsToken || kokkosTemplateName(XV->getType()) == "AcquireTeamUniqueToken";
  if (!IsToken)
    return false;
  const auto *CE = V && V->getInit()
                       ? dyn_cast<CXXConstructExpr>(V->getInit()->IgnoreImplicit())
                       : nullptr;
  const auto *M = CE && CE->getNumArgs() == 2
                      ? dyn_cast<DeclRefExpr>(strip(CE->getArg(1)))
                      : nullptr;
  const std::string What = "Kokkos::Experimental::AcquireTeamUniqueToken";
  if (!M || !Sc.S.Member || M->getDecl() != Sc.S.Member) {
    RC.Diags.error(D->getBeginLoc(), DiagId::UnsupportedNested,
                   What + " is supported as one variable declared `(tokens, team)` with the "
                          "team member of the team body");
  } else if (!Sc.S.InLoop) {
    RC.Diags.error(D->getBeginLoc(), DiagId::UnsupportedNested,
                   What + " in a team helper function is not supported; declare it in the "
                          "team body");
  } else if (teamLevelOnly(CE, What)) {
    if (BodyOp *Op = add(BodyOp::Kind::TeamToken, SourceRange(D->getBeginLoc(), V->getEndLoc()))) {
      Op->args = {V->getNameAsString()};
      Op->begin = exprText(CE->getArg(0));
    }
    return true;
  }
  RC.Rejected.push_back(fileOffsets(RC.Ctx, D->getSourceRange()));
  return true;
}

} // namespace kt::teamops
