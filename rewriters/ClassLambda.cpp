// Lambdas in member functions that use members. KOKKOS_CLASS_LAMBDA (`[=, *this]`) copies the
// object to the kernel, as Kokkos does: the members the body uses (and those of the member
// functions it calls) travel as kernel parameters read from `this` at the launch, which is in
// the member function, and the body keeps its text (`this->` dropped, member calls through
// kt_self), exactly as for a functor. A captured `this` pointer (plain `[=]`, KOKKOS_LAMBDA)
// would be dereferenced on the device: refused, saying what to write instead.
#include "rewriters/AstUtil.h"
#include "rewriters/Recognisers.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace kt {

namespace {

/// The class whose member function encloses L.
const CXXRecordDecl *enclosingClass(const LambdaExpr *L) {
  for (const DeclContext *DC = L->getLambdaClass()->getParent(); DC; DC = DC->getParent())
    if (const auto *RD = dyn_cast<CXXRecordDecl>(DC); RD && !RD->isLambda())
      return RD;
  return nullptr;
}

/// The first member (data member or member function) the body names through `this`.
struct FirstMember : RecursiveASTVisitor<FirstMember> {
  std::string Name;
  bool VisitMemberExpr(MemberExpr *M) {
    if (Name.empty() && isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts()))
      Name = M->getMemberDecl()->getNameAsString();
    return Name.empty();
  }
};

/// The names of the variables declared in L (its parameters, locals, nested lambdas' ones).
struct DeclaredNames : RecursiveASTVisitor<DeclaredNames> {
  std::vector<std::pair<std::string, SourceLocation>> Names;
  bool VisitVarDecl(VarDecl *V) {
    Names.push_back({V->getNameAsString(), V->getLocation()});
    return true;
  }
};

} // namespace

const CXXRecordDecl *recogniseThisCapture(const LambdaExpr *L, const LambdaCapture &C, Kernel &K,
                                          RecogContext &RC) {
  const CXXRecordDecl *RD = enclosingClass(L);
  if (C.getCaptureKind() == LCK_StarThis && RD) {
    K.classLambda = true;
    K.functorType = typeText(RC.Ctx.getRecordType(RD), RC.Ctx); // names the device copy
    ObjectAccess A;
    A.prefix = "this->"; // the launch is in the member function: every member is accessible
    return collectObjectMembers(L->getBody(), RD, A, K, RC) ? RD : nullptr;
  }
  FirstMember F;
  F.TraverseStmt(L->getBody());
  const SourceManager &SM = RC.Ctx.getSourceManager();
  SourceLocation B = L->getBeginLoc();
  const bool KokkosLambda =
      B.isMacroID() &&
      Lexer::getImmediateMacroName(B, SM, RC.Ctx.getLangOpts()) == "KOKKOS_LAMBDA";
  const std::string M = F.Name.empty() ? "the member" : "'" + F.Name + "'";
  RC.Diags.error(C.getLocation(), DiagId::ThisCapture,
                 "the kernel uses " + (F.Name.empty() ? "a member" : "the member " + M) +
                     " through `this`, a pointer to the host object, which the device would "
                     "dereference (Kokkos copies the pointer, not the object); " +
                     (KokkosLambda ? "write KOKKOS_CLASS_LAMBDA instead of KOKKOS_LAMBDA"
                                   : "capture the object by value with [=, *this]") +
                     ", so that the kernel gets a copy of the object, or copy " + M +
                     " into a local variable before the dispatch and use that");
  return nullptr;
}

bool checkMemberNames(const LambdaExpr *L, const Kernel &K, RecogContext &RC) {
  DeclaredNames D;
  D.TraverseStmt(L->getBody());
  for (const ParmVarDecl *P : L->getCallOperator()->parameters())
    D.Names.push_back({P->getNameAsString(), P->getLocation()});
  for (const LambdaCapture &C : L->captures())
    if (C.capturesVariable())
      D.Names.push_back({C.getCapturedVar()->getNameAsString(), C.getLocation()});
  bool Ok = true;
  for (const Capture &C : K.captures) {
    if (C.hostExpr.rfind("this->", 0) != 0 && C.hostExpr.find("{this->") == std::string::npos)
      continue; // not a member
    for (const auto &[N, Loc] : D.Names)
      if (N == C.name) {
        RC.Diags.error(Loc, DiagId::ThisCapture,
                       "'" + N + "' is also the name of a member the kernel uses; the kernel "
                       "receives the members under their own names (without `this->`), so "
                       "rename this variable");
        Ok = false;
        break;
      }
  }
  return Ok;
}

} // namespace kt
