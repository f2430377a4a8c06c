// A copy constructor the user wrote that copies what the implicit one would (ExaMiniMD's
// `NeighListCSR(const NeighListCSR &rhs) : StaticCrsGraph<...>(rhs) {}`): each base and each data
// member initialised from the same part of the source, and an empty body. Kokkos copies a
// captured object on the host as many times as it chooses, and the kernel reads the bytes of one
// copy (kt::object_image); with such a constructor every copy equals the source, so the number
// of copies cannot show. A constructor that does anything else (counts, scales, allocates) is
// still refused (StructImage.cpp, KT1002).
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace kt {

namespace {

/// E with the implicit conversions and parentheses taken off, and a copy constructor's call
/// (`B(rhs)`, `v(rhs.v)` of a class type) reduced to its argument; in a class template's
/// pattern (the specialisation's constructor not instantiated) a dependent initialiser's one
/// argument.
const Expr *copiedFrom(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *W = dyn_cast<ExprWithCleanups>(E))
    E = W->getSubExpr()->IgnoreParenImpCasts();
  if (const auto *L = dyn_cast<ParenListExpr>(E))
    return L->getNumExprs() == 1 ? L->getExpr(0)->IgnoreParenImpCasts() : nullptr;
  if (const auto *U = dyn_cast<CXXUnresolvedConstructExpr>(E))
    return U->getNumArgs() == 1 ? U->getArg(0)->IgnoreParenImpCasts() : nullptr;
  if (const auto *C = dyn_cast<CXXConstructExpr>(E)) {
    if (!C->getConstructor()->isCopyConstructor() || C->getNumArgs() != 1)
      return nullptr;
    return C->getArg(0)->IgnoreParenImpCasts();
  }
  return E; // a scalar: the source's member itself
}

bool namesParam(const Expr *E, const ParmVarDecl *P) {
  const auto *R = E ? dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()) : nullptr;
  return R && R->getDecl() == P;
}

/// Whether initialiser I of copy constructor C copies its base or member from the same part of
/// C's parameter P.
bool copiesSamePart(const CXXCtorInitializer *I, const ParmVarDecl *P) {
  if (!I->isWritten())
    return false; // a member left to its default initialisation
  const Expr *From = copiedFrom(I->getInit());
  if (I->isBaseInitializer() && !I->isBaseVirtual())
    return namesParam(From, P); // `Base(rhs)`: the derived-to-base conversion taken off
  if (!I->isMemberInitializer() || !From)
    return false;
  if (const auto *DM = dyn_cast<CXXDependentScopeMemberExpr>(From)) // `rhs.v` in the pattern
    return !DM->isArrow() && !DM->isImplicitAccess() &&
           DM->getMember().getAsString() == I->getMember()->getName() &&
           namesParam(DM->getBase(), P);
  const auto *M = dyn_cast<MemberExpr>(From);
  return M && M->getMemberDecl()->getDeclName() == I->getMember()->getDeclName() &&
         !M->isArrow() && namesParam(M->getBase(), P);
}

} // namespace

bool copiesEachMember(const CXXConstructorDecl *C) {
  const FunctionDecl *Def = nullptr;
  if (!C->isCopyConstructor())
    return false;
  // A class template specialisation's constructor has a body only where the unit copies one:
  // else its pattern, as written.
  if (!C->hasBody(Def))
    if (const FunctionDecl *Pattern = C->getTemplateInstantiationPattern();
        !Pattern || !Pattern->hasBody(Def))
      return false;
  const auto *D = cast<CXXConstructorDecl>(Def);
  const auto *Body = dyn_cast_or_null<CompoundStmt>(D->getBody());
  if (!Body || !Body->body_empty() || D->isDelegatingConstructor())
    return false;
  const CXXRecordDecl *RD = D->getParent();
  const ParmVarDecl *P = D->getParamDecl(0);
  unsigned Written = 0;
  for (const CXXCtorInitializer *I : D->inits()) {
    if (!copiesSamePart(I, P))
      return false;
    ++Written;
  }
  const unsigned Fields = std::distance(RD->field_begin(), RD->field_end());
  return Written == Fields + RD->getNumBases() && RD->getNumVBases() == 0;
}

} // namespace kt
