// Which of the shim's family headers (kt/random.hpp, kt/complex.hpp: ApiTable.cpp) each
// editable file needs: those of the Kokkos entities its code names, qualified or found through
// `using namespace Kokkos`. Template instantiations and system headers are not walked.
#include "rewriters/model/ApiTable.h"
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/emit/HostRewrite.h"

#include "rewriters/recognise/ast/Visitor.h"

using namespace clang;

namespace kt {

namespace {

class FamilyCollector : public Visitor {
public:
  FamilyCollector(ASTContext &Ctx, const EditableFiles &E)
      : SM(Ctx.getSourceManager()), E(E) {}
  bool shouldVisitTemplateInstantiations() const override { return false; }
  bool TraverseDecl(Decl *D) override {
    return !D || (!isa<TranslationUnitDecl>(D) && !E.holds(SM, D)) ||
           Visitor::TraverseDecl(D);
  }
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc L) override {
    if (TemplateDecl *T = L.getTypePtr()->getTemplateName().getAsTemplateDecl())
      note(T, L.getBeginLoc());
    return true;
  }
  bool VisitRecordTypeLoc(RecordTypeLoc L) override {
    note(L.getDecl(), L.getBeginLoc());
    return true;
  }
  bool VisitInjectedClassNameTypeLoc(InjectedClassNameTypeLoc L) override { return true; }
  bool VisitDeclRefExpr(DeclRefExpr *R) override {
    note(R->getDecl(), R->getBeginLoc());
    return true;
  }
  bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *U) override {
    for (NamedDecl *D : U->decls())
      note(D->getUnderlyingDecl(), U->getBeginLoc());
    return true;
  }
  std::map<FileID, std::set<std::string>> Found;

private:
  void note(const NamedDecl *D, SourceLocation L) {
    if (!D || !D->getIdentifier() || !isKokkosDecl(D) || !kokkosSubNamespace(D).empty())
      return;
    std::string H = shimFamilyHeader(D->getName().str());
    if (H.empty())
      return;
    SourceLocation At = SM.getExpansionLoc(L);
    if (At.isValid() && E.contains(SM, SM.getFileID(At)))
      Found[SM.getFileID(At)].insert(H);
  }
  SourceManager &SM;
  const EditableFiles &E;
};

} // namespace

std::map<FileID, std::set<std::string>> collectShimFamilies(ASTContext &Ctx,
                                                           const EditableFiles &E) {
  FamilyCollector C(Ctx, E);
  C.TraverseDecl(Ctx.getTranslationUnitDecl());
  return std::move(C.Found);
}

} // namespace kt
