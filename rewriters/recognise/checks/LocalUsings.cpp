// A kernel body that finds a name through a using-declaration of the enclosing function
// (`using Kokkos::Experimental::finite_max_v;` in main, then `finite_max_v<float>` in the
// lambda). The body is copied into a kernel emitted outside that function, where the
// declaration is not in scope: the output did not compile (exit 0), or, where a global of the
// same name exists (`using std::sqrt;`), it could call another overload. Kokkos' dispatch and
// nesting names are exempt: the translator lowers them rather than copying them.
#include "rewriters/recognise/checks/LocalUsings.h"

#include "rewriters/model/ApiTable.h"
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/ast/Visitor.h"

#include "clang/Basic/SourceManager.h"

#include <set>

using namespace clang;

namespace kt {
namespace {

class LocalUsingUses : public Visitor {
public:
  LocalUsingUses(SourceRange Body, ASTContext &Ctx, DiagSink &Diags)
      : Body(Body), Ctx(Ctx), Diags(Diags) {}

  bool VisitDeclRefExpr(DeclRefExpr *E) override {
    check(E->getFoundDecl(), E->getLocation());
    return true;
  }
  bool VisitUsingTypeLoc(UsingTypeLoc TL) override {
    check(TL.getTypePtr()->getFoundDecl(), TL.getBeginLoc());
    return true;
  }
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) override {
    check(TL.getTypePtr()->getTemplateName().getAsUsingShadowDecl(), TL.getTemplateNameLoc());
    return true;
  }

private:
  void check(const NamedDecl *Found, SourceLocation Loc) {
    const auto *Shadow = dyn_cast_or_null<UsingShadowDecl>(Found);
    const BaseUsingDecl *U = Shadow ? Shadow->getIntroducer() : nullptr;
    if (!U || !U->getDeclContext()->isFunctionOrMethod())
      return;
    // Dispatches and nested ranges are lowered, not copied: their spelling does not reach the
    // kernel.
    if (isKokkosDecl(Shadow->getTargetDecl()) && isStructuralKokkosName(Shadow->getNameAsString()))
      return;
    const SourceManager &SM = Ctx.getSourceManager();
    SourceLocation At = SM.getExpansionLoc(U->getLocation());
    if (SM.isPointWithin(At, SM.getExpansionLoc(Body.getBegin()), SM.getExpansionLoc(Body.getEnd())) ||
        !Reported.insert(Shadow).second)
      return;
    std::string Line = std::to_string(SM.getExpansionLineNumber(At));
    Diags.error(Loc, DiagId::UnsupportedBody,
                "'" + Shadow->getNameAsString() + "' is found through the using-declaration of the "
                "enclosing function at line " + Line + ", which the kernel, emitted outside that "
                "function, does not see: qualify the name in the kernel or move the "
                "using-declaration to namespace scope");
  }

  SourceRange Body;
  ASTContext &Ctx;
  DiagSink &Diags;
  std::set<const UsingShadowDecl *> Reported;
};

} // namespace

void checkLocalUsings(const Stmt *Body, ASTContext &Ctx, DiagSink &Diags) {
  LocalUsingUses V(Body->getSourceRange(), Ctx, Diags);
  V.TraverseStmt(const_cast<Stmt *>(Body));
}

} // namespace kt
