#include "rewriters/AstUtil.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/QualTypeNames.h"
#include <algorithm>
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace kt {

static const NamespaceDecl *outermostNamespace(const Decl *D, std::string *Sub) {
  const NamespaceDecl *Outer = nullptr, *Below = nullptr;
  for (const DeclContext *C = D->getDeclContext(); C; C = C->getParent())
    if (const auto *N = dyn_cast<NamespaceDecl>(C)) {
      if (N->isInlineNamespace())
        continue;
      Below = Outer;
      Outer = N;
    }
  if (Sub)
    *Sub = Below ? Below->getName().str() : "";
  return Outer;
}

bool isKokkosDecl(const Decl *D) {
  const NamespaceDecl *N = D ? outermostNamespace(D, nullptr) : nullptr;
  return N && N->getName() == "Kokkos";
}

std::string kokkosSubNamespace(const Decl *D) {
  std::string Sub;
  outermostNamespace(D, &Sub);
  return Sub;
}

static thread_local MacroTextCheck *CurrentCheck = nullptr;

MacroTextCheck::MacroTextCheck() : Outer(CurrentCheck) { CurrentCheck = this; }
MacroTextCheck::~MacroTextCheck() { CurrentCheck = Outer; }
void MacroTextCheck::note(SourceLocation L) {
  if (CurrentCheck && CurrentCheck->First.isInvalid())
    CurrentCheck->First = L;
}

std::string sourceText(const ASTContext &Ctx, SourceRange R) {
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange CR = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(R), SM,
                                                Ctx.getLangOpts());
  if (CR.isInvalid())
    MacroTextCheck::note(R.getBegin());
  if (CR.isInvalid())
    CR = CharSourceRange::getTokenRange(SM.getExpansionRange(R.getBegin()).getBegin(),
                                        SM.getExpansionRange(R.getEnd()).getEnd());
  return Lexer::getSourceText(CR, SM, Ctx.getLangOpts()).str();
}

std::pair<unsigned, unsigned> fileOffsets(const ASTContext &Ctx, SourceRange R) {
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange CR = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(R), SM,
                                                Ctx.getLangOpts());
  if (CR.isInvalid()) {
    MacroTextCheck::note(R.getBegin());
    return {0, 0};
  }
  return {SM.getFileOffset(CR.getBegin()), SM.getFileOffset(CR.getEnd())};
}

const Expr *strip(const Expr *E) {
  while (E) {
    const Expr *Prev = E;
    E = E->IgnoreImplicit()->IgnoreParens();
    if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
      E = M->getSubExpr();
    if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(E))
      E = B->getSubExpr();
    if (const auto *F = dyn_cast<CXXFunctionalCastExpr>(E))
      if (F->getCastKind() == CK_ConstructorConversion || F->getCastKind() == CK_NoOp)
        E = F->getSubExpr();
    if (const auto *C = dyn_cast<CXXConstructExpr>(E))
      if (C->getNumArgs() == 1 && (C->isElidable() || C->getConstructor()->isCopyOrMoveConstructor()))
        E = C->getArg(0);
    if (E == Prev)
      break;
  }
  return E;
}

std::string ktSpell(std::string S) {
  for (const char *From : {"::Kokkos::Experimental::", "Kokkos::Experimental::", "::Kokkos::",
                           "Kokkos::"}) {
    std::string F = From;
    for (size_t P = 0; (P = S.find(F, P)) != std::string::npos;) {
      bool WordStart = P == 0 || !(isalnum((unsigned char)S[P - 1]) || S[P - 1] == '_');
      if (!WordStart && F[0] != ':') {
        P += F.size();
        continue;
      }
      S.replace(P, F.size(), "kt::");
      P += 4;
    }
  }
  return S;
}

std::string typeText(QualType T, const ASTContext &Ctx) {
  T = T.getNonReferenceType().getUnqualifiedType();
  PrintingPolicy PP(Ctx.getLangOpts());
  PP.SuppressTagKeyword = true;
  PP.SuppressScope = false;
  PP.FullyQualifiedName = true;
  return ktSpell(TypeName::getFullyQualifiedName(T, Ctx, PP, /*WithGlobalNsPrefix=*/false));
}

std::string kokkosTemplateName(QualType T) {
  const auto *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  if (!RD || !isKokkosDecl(RD))
    return "";
  if (const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(RD))
    return S->getSpecializedTemplate()->getName().str();
  return RD->getName().str();
}

bool isKokkosView(QualType T) { return kokkosTemplateName(T) == "View"; }

unsigned lineOf(const ASTContext &Ctx, SourceLocation L) {
  const SourceManager &SM = Ctx.getSourceManager();
  return SM.getPresumedLineNumber(SM.getExpansionLoc(L));
}

const VarDecl *writtenVar(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  while (true) {
    if (const auto *M = dyn_cast<MemberExpr>(E))
      E = M->getBase()->IgnoreParenImpCasts();
    else if (const auto *A = dyn_cast<ArraySubscriptExpr>(E))
      E = A->getBase()->IgnoreParenImpCasts();
    else
      break;
  }
  const auto *DR = dyn_cast<DeclRefExpr>(E);
  return DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
}

namespace {
class OuterWrites : public RecursiveASTVisitor<OuterWrites> {
public:
  explicit OuterWrites(SourceRange Inner) : Inner(Inner) {}
  std::vector<std::string> Names;
  std::vector<SourceLocation> Where;

  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isAssignmentOp())
      note(B->getLHS());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isIncrementDecrementOp())
      note(U->getSubExpr());
    return true;
  }
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *C) {
    if (C->isAssignmentOp() || C->getOperator() == OO_PlusPlus || C->getOperator() == OO_MinusMinus)
      note(C->getArg(0));
    return true;
  }

private:
  void note(const Expr *LHS) {
    const VarDecl *V = writtenVar(LHS);
    if (!V || !V->hasLocalStorage())
      return;
    SourceLocation L = V->getLocation(); // declared inside the lambda (parameters included)?
    if (!(L < Inner.getBegin()) && !(Inner.getEnd() < L))
      return;
    std::string N = V->getNameAsString();
    if (std::find(Names.begin(), Names.end(), N) == Names.end()) {
      Names.push_back(N);
      Where.push_back(LHS->getBeginLoc());
    }
  }
  SourceRange Inner;
};
} // namespace

std::vector<std::string> outerLocalWrites(const LambdaExpr *Inner,
                                          std::vector<SourceLocation> *Where) {
  OuterWrites W(Inner->getSourceRange());
  W.TraverseStmt(Inner->getBody());
  if (Where)
    *Where = W.Where;
  return W.Names;
}

} // namespace kt
