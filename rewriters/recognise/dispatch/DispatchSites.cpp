#include "rewriters/recognise/dispatch/DispatchSites.h"

#include "rewriters/model/ApiTable.h"
#include "rewriters/recognise/ast/AstUtil.h"

#include "rewriters/recognise/ast/Visitor.h"
#include "clang/Lex/Lexer.h"


using namespace clang;

namespace kt {

namespace {

/// Whether A, a dispatch's argument, is a nested range (also in a template's own code, and
/// through a local variable holding one): the dispatch is part of a team kernel.
bool nestedRangeArg(const Expr *A, int Depth = 0) {
  const Expr *S = strip(A);
  if (const auto *F = dyn_cast_or_null<CXXFunctionalCastExpr>(S))
    S = strip(F->getSubExpr());
  std::string Name;
  if (const auto *P = dyn_cast_or_null<CallExpr>(S)) {
    if (const FunctionDecl *F = P->getDirectCallee(); F && F->getIdentifier())
      Name = F->getName().str();
    else if (const auto *U = dyn_cast<OverloadExpr>(P->getCallee()->IgnoreImplicit()))
      Name = U->getName().getAsString();
  } else if (const auto *C = dyn_cast_or_null<CXXConstructExpr>(S)) {
    if (const CXXRecordDecl *RD = C->getConstructor()->getParent(); RD->getIdentifier())
      Name = RD->getName().str();
  } else if (const auto *U = dyn_cast_or_null<CXXUnresolvedConstructExpr>(S)) {
    if (const auto *T = U->getTypeAsWritten()->getAs<TemplateSpecializationType>())
      if (const TemplateDecl *TD = T->getTemplateName().getAsTemplateDecl())
        Name = TD->getName().str();
  } else if (const auto *D = dyn_cast_or_null<DeclRefExpr>(S)) {
    const auto *V = dyn_cast<VarDecl>(D->getDecl());
    return V && V->hasLocalStorage() && V->getInit() && Depth < 4 &&
           nestedRangeArg(V->getInit(), Depth + 1);
  }
  return isNestedRangeName(Name);
}

/// All dispatch calls in the editable files (the main file and headers below --in-root) that
/// are not inside another dispatch, and dispatches in other user headers (not translatable).
struct DispatchFinder : Visitor {
  DispatchFinder(ASTContext &Ctx, const EditableFiles &E)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), E(E) {}
  bool shouldVisitTemplateInstantiations() const override { return false; }
  bool TraverseDecl(Decl *D) override {
    if (!D || isa<TranslationUnitDecl>(D) || E.holds(SM, D))
      return Visitor::TraverseDecl(D);
    // Outside the editable files only user headers are searched (for KT1019); never the
    // standard or Kokkos headers.
    SourceLocation L = D->getLocation();
    const auto *N = dyn_cast<NamespaceDecl>(D);
    if (L.isInvalid() || SM.isInSystemHeader(L) || isKokkosDecl(D) ||
        (N && N->getName() == "Kokkos"))
      return true;
    return Visitor::TraverseDecl(D);
  }
  bool VisitCallExpr(CallExpr *C) override {
    SourceLocation L = SM.getExpansionLoc(C->getBeginLoc());
    if (!E.contains(SM, L)) {
      if (isDispatchCall(C) || isDependentDispatch(C))
        Outside.push_back(C);
      return true;
    }
    if (!isDispatchCall(C) && !isDependentDispatch(C))
      return true;
    for (const Expr *A : C->arguments()) // nested dispatches in a functor's operator()
      if (nestedRangeArg(A))
        return true;
    auto R = fileOffsets(Ctx, C->getSourceRange());
    Span S{SM.getFileID(L), R.first, R.second};
    for (auto &[Other, OS] : Found)
      if (OS.File == S.File && S.Begin >= OS.Begin && S.End <= OS.End)
        return true; // nested: part of the outer kernel
    Found.push_back({C, S});
    return true;
  }
  ASTContext &Ctx;
  SourceManager &SM;
  const EditableFiles &E;
  std::vector<std::pair<const CallExpr *, Span>> Found;
  std::vector<const CallExpr *> Outside;
};

} // namespace

bool isDependentDispatch(const CallExpr *C) {
  const auto *U = dyn_cast<UnresolvedLookupExpr>(C->getCallee()->IgnoreImplicit());
  if (!U)
    return false;
  std::string N = U->getName().getAsString();
  if (N != "parallel_for" && N != "parallel_reduce" && N != "parallel_scan")
    return false;
  for (const NamedDecl *D : U->decls())
    if (isKokkosDecl(D))
      return true;
  return false;
}

DispatchSites findDispatchSites(ASTContext &Ctx, const EditableFiles &Files) {
  DispatchFinder F(Ctx, Files);
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls()) // not the traversal scope: it
    F.TraverseDecl(D); // also searches user headers outside the editable files
  return {std::move(F.Found), std::move(F.Outside)};
}

namespace {
/// The declaration that a kernel for the dispatch E is inserted before: the innermost
/// declaration around it that sits at namespace scope, so that the kernel is in the user's
/// namespace and its body finds the names the dispatch found. Inside `extern "C" { }` (no
/// templates there) the outermost linkage specification instead.
const Decl *insertionDecl(ASTContext &Ctx, const Expr *E) {
  const Decl *Top = nullptr, *Linkage = nullptr;
  DynTypedNodeList P = Ctx.getParents(*E);
  while (!P.empty()) {
    if (const auto *D = P[0].get<Decl>()) {
      // Lexical: a member function defined out of line is a namespace-scope declaration.
      const DeclContext *DC = D->getLexicalDeclContext();
      if (!Top && DC && (isa<TranslationUnitDecl>(DC) || isa<NamespaceDecl>(DC) || isa<LinkageSpecDecl>(DC)))
        Top = D;
      if (isa<LinkageSpecDecl>(D))
        Linkage = D;
    }
    P = Ctx.getParents(P[0]);
  }
  return Linkage ? Linkage : Top;
}
} // namespace

/// Offset where a kernel for a dispatch is inserted: before its insertionDecl, ahead of the
/// declaration's template head and doc comment.
unsigned insertionPoint(ASTContext &Ctx, const Expr *E) {
  const Decl *Top = insertionDecl(Ctx, E);
  if (!Top)
    return 0;
  SourceLocation B = Top->getBeginLoc();
  if (const auto *FD = dyn_cast<FunctionDecl>(Top))
    if (const auto *TD = FD->getDescribedFunctionTemplate())
      B = TD->getBeginLoc();
  if (const auto *RD = dyn_cast<CXXRecordDecl>(Top))
    if (const auto *TD = RD->getDescribedClassTemplate())
      B = TD->getBeginLoc();
  if (const auto *DD = dyn_cast<DeclaratorDecl>(Top); DD && DD->getNumTemplateParameterLists())
    B = DD->getOuterLocStart(); // an out-of-line member of a class template
  if (const RawComment *RC = Ctx.getRawCommentForDeclNoCache(Top))
    B = RC->getBeginLoc();
  SourceManager &SM = Ctx.getSourceManager();
  return SM.getFileOffset(SM.getExpansionLoc(B));
}

bool insertsInUnnamedNamespace(ASTContext &Ctx, const Expr *E) {
  const Decl *Top = insertionDecl(Ctx, E);
  for (const DeclContext *DC = Top ? Top->getLexicalDeclContext() : nullptr; DC;
       DC = Decl::castFromDeclContext(DC)->getLexicalDeclContext())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC); NS && NS->isAnonymousNamespace())
      return true;
  return false;
}

/// Makes K a template over the classes RC.LaterClasses names (its body uses their static
/// members or enumerators, and the kernel precedes them). A custom reduction op is emitted
/// outside the kernel template, where such a parameter does not exist: refused.
bool templateOverLaterClasses(Kernel &K, const CallExpr *Call, RecogContext &RC) {
  if (RC.LaterClasses.empty())
    return true;
  if (!K.reducers.empty() && K.reducers[0].kind == ReducerKind::Custom) {
    RC.Diags.error(Call->getBeginLoc(), DiagId::ClassScopeName,
                   "the functor's reduction uses names declared in '" +
                       RC.LaterClasses[0].second + "', which is defined after the kernel "
                       "(the dispatch is inside it); declare them at namespace scope");
    return false;
  }
  for (const auto &[Param, Class] : RC.LaterClasses) {
    K.templateParams.push_back({"class", Param});
    K.templateArgs.push_back(Class);
  }
  return true;
}

/// Extends [B, E) over a following `;` so the launch block replaces the whole statement.
unsigned afterSemicolon(ASTContext &Ctx, const Expr *E, unsigned End) {
  SourceManager &SM = Ctx.getSourceManager();
  std::optional<Token> T =
      Lexer::findNextToken(SM.getExpansionLoc(E->getEndLoc()), SM, Ctx.getLangOpts());
  if (T && T->is(tok::semi))
    return SM.getFileOffset(T->getLocation()) + 1;
  return End;
}

} // namespace kt
