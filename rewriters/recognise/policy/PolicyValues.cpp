// Policies whose values are not written at the dispatch: MDRangePolicy bounds held in a
// Kokkos::Array variable (`point_type lo{0, 0}`), and policies a user function builds and
// returns (`auto make_policy(int n) { return Kokkos::RangePolicy<>(0, n); }`).
//
// A returned policy's shape (kind, rank, work tag, space, AUTO sizes, which scratch levels are
// set) comes from the helper's return expression; its values are read at the launch from the
// policy object itself (`p.begin()`, `p.m_lower[0]`, `p.league_size()`, ...), so they are
// whatever the helper computed.
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/Recognisers.h"

#include "rewriters/recognise/ast/Visitor.h"

using namespace clang;

namespace kt {

std::vector<std::string> arrayVarElements(const Expr *E, int Rank, RecogContext &RC) {
  E = strip(E);
  const auto *D = dyn_cast<DeclRefExpr>(E);
  const auto *S = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      E->getType().getNonReferenceType()->getAsCXXRecordDecl());
  if (!D || !isa<VarDecl>(D->getDecl()) || !S || kokkosTemplateName(E->getType()) != "Array" ||
      S->getTemplateArgs().size() < 2 ||
      S->getTemplateArgs()[1].getKind() != TemplateArgument::Integral ||
      S->getTemplateArgs()[1].getAsIntegral().getZExtValue() != (uint64_t)Rank)
    return {};
  std::vector<std::string> R;
  std::string Name = sourceText(RC.Ctx, D->getSourceRange());
  for (int I = 0; I < Rank; ++I)
    R.push_back(Name + "[" + std::to_string(I) + "]");
  return R;
}

namespace {

/// The only `return` of F's body, or null.
const ReturnStmt *onlyReturn(const FunctionDecl *F) {
  struct Returns : Visitor {
    std::vector<const ReturnStmt *> All;
    bool VisitReturnStmt(ReturnStmt *R) override {
      All.push_back(R);
      return true;
    }
    bool TraverseLambdaExpr(LambdaExpr *) override { return true; } // a lambda's returns are its own
  } R;
  R.TraverseStmt(F->getBody());
  return R.All.size() == 1 && R.All[0]->getRetValue() ? R.All[0] : nullptr;
}

/// F calls nothing but Kokkos (constructors, policy setters) and has no static locals: calling
/// it again at the launch has no effect the program can see.
bool isPure(const FunctionDecl *F) {
  struct Calls : Visitor {
    bool Impure = false;
    bool VisitCallExpr(CallExpr *C) override {
      const FunctionDecl *G = C->getDirectCallee();
      Impure = Impure || !G || !isKokkosDecl(G);
      return true;
    }
    bool VisitVarDecl(VarDecl *V) override {
      Impure = Impure || V->isStaticLocal();
      return true;
    }
  } C;
  C.TraverseStmt(F->getBody());
  return !C.Impure;
}

} // namespace

void policyValuesFrom(const std::string &Obj, Policy &P) {
  const std::string O = "(" + Obj + ")";
  switch (P.kind) {
  case PolicyKind::Range:
    P.begin = O + ".begin()";
    P.end = O + ".end()";
    break;
  case PolicyKind::MDRange:
    P.tilesConst.clear();
    P.bounds32 = false;
    for (int D = 0; D < P.rank; ++D) {
      std::string I = "[" + std::to_string(D) + "]";
      P.lower[D] = O + ".m_lower" + I;
      P.upper[D] = O + ".m_upper" + I;
      if (!P.tiles.empty())
        P.tiles[D] = O + ".m_tile" + I;
    }
    break;
  case PolicyKind::Team:
    P.league = O + ".league_size()";
    if (!P.teamSize.empty())
      P.teamSize = O + ".team_size()";
    if (!P.vectorLength.empty())
      P.vectorLength = O + ".impl_vector_length()";
    for (int L = 0; L < 2; ++L)
      if (P.scratch[L].used()) {
        std::string Lv = std::to_string(L);
        P.scratch[L].perTeam = "(size_t)" + O + ".team_scratch_size(" + Lv + ")";
        P.scratch[L].perThread = "(size_t)" + O + ".thread_scratch_size(" + Lv + ")";
      }
    break;
  }
}

bool recogniseReturnedPolicy(const CallExpr *Call, const std::string &Obj, bool AtDispatch,
                             Policy &P, RecogContext &RC) {
  const FunctionDecl *F = Call->getDirectCallee();
  const FunctionDecl *Def = nullptr;
  if (!F || isKokkosDecl(F) || !F->hasBody(Def) || Def->isTemplated() ||
      Def->isTemplateInstantiation()) {
    RC.Diags.error(Call->getBeginLoc(), DiagId::UnsupportedPolicy,
                   "the policy must be built by a Kokkos policy constructor or returned by a "
                   "non-template function whose definition is visible");
    return false;
  }
  const ReturnStmt *R = onlyReturn(Def);
  if (!R) {
    RC.Diags.error(Call->getBeginLoc(), DiagId::UnsupportedPolicy,
                   "the policy comes from '" + F->getNameAsString() +
                       "', which must have one `return` of the policy");
    return false;
  }
  if (AtDispatch && (!isPure(Def) || [&] {
        for (const Expr *A : Call->arguments())
          if (A->HasSideEffects(RC.Ctx))
            return true;
        return false;
      }())) {
    RC.Diags.error(Call->getBeginLoc(), DiagId::UnsupportedPolicy,
                   "the launch reads the policy's bounds by calling '" + F->getNameAsString() +
                       "' again, which may have effects; store the policy in a local variable "
                       "first (`auto policy = " +
                       sourceText(RC.Ctx, Call->getSourceRange()) + ";`)");
    return false;
  }
  if (!recognisePolicy(R->getRetValue(), P, RC))
    return false;
  policyValuesFrom(Obj, P);
  return true;
}

} // namespace kt
