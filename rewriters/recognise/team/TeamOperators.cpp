// Functors' team operators, found in the editable files for the stubs of TeamOperators.h.
#include "rewriters/recognise/team/TeamOperators.h"

#include "rewriters/recognise/macros/PreprocessorFacts.h"
#include "rewriters/recognise/ast/AstUtil.h"

#include "rewriters/recognise/ast/Visitor.h"

using namespace clang;

namespace kt {

namespace {

/// Whether T is a Kokkos team member: a Kokkos class with league_rank(), or, in a template,
/// `typename Kokkos::TeamPolicy<...>::member_type`.
bool isTeamMemberType(QualType T) {
  T = T.getNonReferenceType().getUnqualifiedType();
  if (const CXXRecordDecl *RD = T->getAsCXXRecordDecl()) {
    if (!isKokkosDecl(RD) || !RD->hasDefinition())
      return false;
    for (const CXXMethodDecl *M : RD->getDefinition()->methods())
      if (M->getIdentifier() && M->getName() == "league_rank")
        return true;
    return false;
  }
  const TemplateDecl *TD = kokkosMemberTypeOwner(T);
  return TD && TD->getName() == "TeamPolicy";
}

struct Finder : Visitor {
  ASTContext &Ctx;
  const EditableFiles &Files;
  std::vector<const FunctionDecl *> Found;
  Finder(ASTContext &C, const EditableFiles &F) : Ctx(C), Files(F) {}

  bool VisitCXXMethodDecl(CXXMethodDecl *M) override {
    if (M->getOverloadedOperator() != OO_Call || !M->doesThisDeclarationHaveABody() ||
        M->getParent()->isLambda() || M->isTemplateInstantiation() ||
        !Files.holds(Ctx.getSourceManager(), M))
      return true;
    for (const ParmVarDecl *P : M->parameters())
      if (isTeamMemberType(P->getType())) {
        Found.push_back(M);
        break;
      }
    return true;
  }
};

/// Function definitions in the editable files with a parameter of the team member's type
/// (team helpers by their signature): not operator() (TeamOperators), not templated (their
/// text comes from an instantiation, which only a call makes); constructors too (a kernel
/// building `SNA my_sna(sna, team)` calls one).
struct HelperFinder : Visitor {
  ASTContext &Ctx;
  const EditableFiles &Files;
  std::vector<std::pair<const FunctionDecl *, unsigned>> Found;
  HelperFinder(ASTContext &C, const EditableFiles &F) : Ctx(C), Files(F) {}

  bool VisitFunctionDecl(FunctionDecl *F) override {
    if (!F->doesThisDeclarationHaveABody() || F->isTemplated() ||
        F->isTemplateInstantiation() || F->getOverloadedOperator() == OO_Call ||
        isa<CXXDestructorDecl>(F) ||
        !Files.holds(Ctx.getSourceManager(), F))
      return true;
    if (const auto *M = dyn_cast<CXXMethodDecl>(F); M && M->getParent()->isLambda())
      return true;
    for (unsigned I = 0; I < F->getNumParams(); ++I)
      if (isTeamMemberType(F->getParamDecl(I)->getType())) {
        Found.push_back({F, I});
        break;
      }
    return true;
  }
};

} // namespace

std::vector<std::pair<const FunctionDecl *, unsigned>>
teamHelperDefinitions(ASTContext &Ctx, const EditableFiles &Files) {
  HelperFinder F(Ctx, Files);
  F.TraverseAST(Ctx);
  return F.Found;
}

std::vector<const FunctionDecl *> teamOperators(ASTContext &Ctx, const EditableFiles &Files) {
  Finder F(Ctx, Files);
  F.TraverseAST(Ctx);
  return F.Found;
}

} // namespace kt
