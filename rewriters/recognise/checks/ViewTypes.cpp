// Recognises every Kokkos::View type written in the editable files and reports the ones the
// runtime shim's View cannot represent, where the user wrote them:
//   KT1024  a data type Kokkos does not take either (a run-time extent inside a static one,
//           `double (*)[3]`) or a static extent of 0;
// Everything else (T, T*, T[], T[N] in Kokkos' order, any value type; atomic Views of any size,
// kt/core/atomics.hpp) the shim represents.
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/macros/PreprocessorFacts.h"
#include "rewriters/recognise/Recognisers.h"

#include "rewriters/recognise/ast/Visitor.h"

using namespace clang;

namespace kt {

namespace {

class ViewTypeChecker : public Visitor {
public:
  ViewTypeChecker(ASTContext &Ctx, const EditableFiles &E, DiagSink &Diags)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), E(E), Diags(Diags) {}
  bool shouldVisitTemplateInstantiations() const override { return false; }
  bool TraverseDecl(Decl *D) override {
    return !D || (!isa<TranslationUnitDecl>(D) && !E.holds(SM, D)) ||
           Visitor::TraverseDecl(D);
  }
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) override {
    const TemplateSpecializationType *T = TL.getTypePtr();
    if (T->isDependentType() || !isKokkosView(QualType(T, 0)))
      return true;
    SourceLocation Loc = TL.getTemplateNameLoc();
    if (!Loc.isValid() || !E.contains(SM, SM.getExpansionLoc(Loc)) ||
        !Seen.insert(SM.getExpansionLoc(Loc).getRawEncoding()).second)
      return true;
    check(QualType(T, 0), Loc);
    return true;
  }

private:
  void check(QualType View, SourceLocation Loc) {
    QualType Data = viewDataType(View);
    if (Data.isNull() || Data->isDependentType())
      return;
    ViewDataShape S = viewDataShape(Data);
    std::string Spelled = "'" + Data.getAsString(Ctx.getPrintingPolicy()) + "'";
    if (!S.valid) {
      Diags.error(Loc, DiagId::UnsupportedViewType,
                  "View data type " + Spelled + " has a run-time extent inside a static one; "
                  "Kokkos takes run-time extents first (`T*[N]`, not `T (*)[N]`)");
      return;
    }
    for (unsigned long long N : S.statics)
      if (N == 0) {
        Diags.error(Loc, DiagId::UnsupportedViewType,
                    "View data type " + Spelled + " has a static extent of 0");
        return;
      }
  }

  ASTContext &Ctx;
  SourceManager &SM;
  const EditableFiles &E;
  DiagSink &Diags;
  std::set<unsigned> Seen; ///< a location is checked once (macro expansions, aliases)
};

} // namespace

void checkViewTypes(ASTContext &Ctx, const EditableFiles &E, DiagSink &Diags) {
  ViewTypeChecker C(Ctx, E, Diags);
  C.TraverseDecl(Ctx.getTranslationUnitDecl());
}

} // namespace kt
