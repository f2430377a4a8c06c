// Recognises the names a lambda body takes from the function around it without capturing
// them: aliases, typedefs, structs, enums and constants declared there. Kernels are defined at
// namespace scope, where those names do not exist, so their declarations are copied (verbatim,
// Kokkos names kt-spelled) in front of the kernel body (BodyText::locals), in source order.
// Constants the body needs at compile time (array bounds, template arguments, case labels,
// constexpr initialisers), whose type is local, or integral ones usable in constant
// expressions are declared again; the other constants stay kernel parameters.
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/Recognisers.h"

#include "clang/AST/DeclCXX.h"
#include "rewriters/recognise/ast/Visitor.h"

#include <algorithm>
#include <map>
#include <set>

using namespace clang;

namespace kt {

namespace {

/// Uses of function-local names in a body or in a declaration copied into the kernel.
class LocalUses : public Visitor {
public:
  explicit LocalUses(const LambdaExpr *L) : L(L) {}
  std::vector<const Decl *> Types;          ///< local typedefs, aliases, classes, enums
  std::vector<const VarDecl *> Vars;        ///< local variables named
  std::set<const VarDecl *> ConstantUses;   ///< ... where a constant expression is needed
  std::map<const Decl *, SourceLocation> FirstUse;
  int InConstant = 0;

  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) override {
    return note(TL.getTypedefNameDecl(), TL.getBeginLoc());
  }
  bool VisitTagTypeLoc(TagTypeLoc TL) override { return note(TL.getDecl(), TL.getBeginLoc()); }
  bool VisitDeclRefExpr(DeclRefExpr *E) override {
    if (const auto *EC = dyn_cast<EnumConstantDecl>(E->getDecl()))
      return note(cast<Decl>(EC->getDeclContext()), E->getLocation());
    const auto *V = dyn_cast<VarDecl>(E->getDecl());
    if (!V || !local(V))
      return true;
    if (std::find(Vars.begin(), Vars.end(), V) == Vars.end()) {
      Vars.push_back(V);
      FirstUse.emplace(V, E->getLocation());
    }
    if (InConstant)
      ConstantUses.insert(V);
    return true;
  }
  // Where C++ needs a constant expression: an array bound or template argument (inside a type
  // or not), a case label or `if constexpr` condition (ConstantExpr), a constexpr variable's
  // initialiser, a static_assert.
  bool TraverseConstantExpr(ConstantExpr *E) override { return constant([&] { return Base::TraverseConstantExpr(E); }); }
  bool TraverseTypeLoc(TypeLoc TL) override { return constant([&] { return Base::TraverseTypeLoc(TL); }); }
  bool TraverseTemplateArgumentLoc(const TemplateArgumentLoc &A) override {
    return constant([&] { return Base::TraverseTemplateArgumentLoc(A); });
  }
  bool TraverseStaticAssertDecl(StaticAssertDecl *D) override {
    return constant([&] { return Base::TraverseStaticAssertDecl(D); });
  }
  bool TraverseVarDecl(VarDecl *V) override {
    if (!V->isConstexpr())
      return Base::TraverseVarDecl(V);
    return constant([&] { return Base::TraverseVarDecl(V); });
  }

private:
  using Base = Visitor;
  template <class F> bool constant(F Traverse) {
    ++InConstant;
    bool R = Traverse();
    --InConstant;
    return R;
  }
  /// Declared in the function body around the lambda (not inside the lambda, not a member).
  bool local(const Decl *D) const {
    if (!D->getDeclContext()->isFunctionOrMethod())
      return false;
    for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
      if (DC == L->getCallOperator() || DC == L->getLambdaClass())
        return false;
    return true;
  }
  bool note(const Decl *D, SourceLocation Use) {
    if (D && local(D) && std::find(Types.begin(), Types.end(), D) == Types.end()) {
      Types.push_back(D);
      FirstUse.emplace(D, Use);
    }
    return true;
  }
  const LambdaExpr *L;
};

/// A constant that can be declared again in a kernel from its own text: a non-static local,
/// usable in constant expressions, whose initialiser calls no function.
bool redeclarable(const VarDecl *V, ASTContext &Ctx, std::string *Why) {
  struct Calls : Visitor {
    std::string Found;
    bool VisitCallExpr(CallExpr *C) override {
      Found = "its initialiser calls a function";
      return false;
    }
    bool VisitLambdaExpr(LambdaExpr *) override {
      Found = "its initialiser is a lambda";
      return false;
    }
    bool VisitCXXConstructExpr(CXXConstructExpr *C) override {
      if (!C->getConstructor()->isTrivial() && !C->getConstructor()->isImplicit())
        Found = "its initialiser calls a constructor";
      return Found.empty();
    }
  };
  std::string W;
  if (V->isStaticLocal() || isa<ParmVarDecl>(V))
    W = "it is not an automatic variable";
  else if (!V->isUsableInConstantExpressions(Ctx) || !V->getInit())
    W = "it is not a constant";
  else {
    Calls C;
    C.TraverseStmt(const_cast<Expr *>(V->getInit()));
    W = C.Found;
  }
  if (Why)
    *Why = W;
  return W.empty();
}

/// Why the class D cannot be declared again inside a kernel, or "".
std::string recordProblem(const RecordDecl *D) {
  const auto *RD = dyn_cast<CXXRecordDecl>(D);
  if (!RD || !RD->hasDefinition())
    return "";
  if (RD->isLambda())
    return "it is a lambda";
  for (const Decl *M : RD->decls()) {
    const auto *F = dyn_cast<FunctionDecl>(M);
    if ((F && !F->isImplicit() && !F->isDefaulted()) || isa<FunctionTemplateDecl>(M) ||
        isa<FriendDecl>(M))
      return "it has member functions, which are not copied into kernels";
  }
  return "";
}

struct Collected {
  std::vector<const DeclStmt *> Stmts;   ///< statements copied whole
  std::vector<const TagDecl *> TagsOnly; ///< classes copied alone from a mixed statement
  std::set<const VarDecl *> Redeclared;
};

class Closure {
public:
  Closure(const LambdaExpr *L, RecogContext &RC) : L(L), RC(RC) {}
  Collected C;
  bool Ok = true;
  bool Quiet = false; ///< a trial: fail without a diagnostic

  /// Brings D (a local type or constant) and everything its declaration names.
  void bring(const Decl *D, SourceLocation UseLoc) {
    if (!Seen.insert(D).second)
      return;
    const DeclStmt *S = declStmt(D);
    std::string Why;
    if (const auto *V = dyn_cast<VarDecl>(D); V && !redeclarable(V, RC.Ctx, &Why))
      return fail(V, UseLoc, Why);
    if (const auto *R = dyn_cast<RecordDecl>(D); R && !(Why = recordProblem(R)).empty())
      return fail(D, UseLoc, Why);
    if (!S)
      return fail(D, UseLoc, "its declaration statement was not found");
    bool Whole = true;
    for (const Decl *O : S->decls())
      if (const auto *V = dyn_cast<VarDecl>(O))
        Whole = Whole && redeclarable(V, RC.Ctx, nullptr);
    LocalUses U(L);
    if (Whole) {
      if (std::find(C.Stmts.begin(), C.Stmts.end(), S) == C.Stmts.end())
        C.Stmts.push_back(S);
      for (const Decl *O : S->decls())
        if (const auto *V = dyn_cast<VarDecl>(O))
          C.Redeclared.insert(V);
      U.TraverseStmt(const_cast<DeclStmt *>(S));
    } else if (const auto *T = dyn_cast<TagDecl>(D)) {
      C.TagsOnly.push_back(T);
      U.TraverseDecl(const_cast<TagDecl *>(T));
    } else {
      return fail(D, UseLoc, "it is declared together with variables; declare it in a "
                             "statement of its own");
    }
    for (const Decl *T : U.Types)
      bring(T, UseLoc);
    for (const VarDecl *V : U.Vars)
      bring(V, UseLoc);
  }

private:
  const DeclStmt *declStmt(const Decl *D) {
    for (const DynTypedNode &P : RC.Ctx.getParents(*D))
      if (const auto *S = P.get<DeclStmt>())
        return S;
    return nullptr;
  }
  void fail(const Decl *D, SourceLocation UseLoc, const std::string &Why) {
    Ok = false;
    if (Quiet)
      return;
    std::string Name = isa<NamedDecl>(D) ? "'" + cast<NamedDecl>(D)->getNameAsString() + "'" : "";
    if (const auto *RD = dyn_cast<CXXRecordDecl>(D); RD && RD->isLambda())
      Name = "a lambda's closure type";
    else if (Name.size() <= 2)
      Name = "an unnamed declaration";
    RC.Diags.error(UseLoc, DiagId::LocalNameInKernel,
                   "the kernel uses " + Name +
                       ", declared in the enclosing function, which " +
                       "cannot be declared again in the kernel: " + Why +
                       "; declare it at namespace scope");
  }
  const LambdaExpr *L;
  RecogContext &RC;
  std::set<const Decl *> Seen;
};

/// The names a declaration statement (or a class alone) declares.
std::vector<std::string> declaredNames(const DeclStmt *S, const TagDecl *T) {
  std::vector<std::string> N;
  auto Add = [&](const Decl *D) {
    if (const auto *ND = dyn_cast<NamedDecl>(D); ND && ND->getIdentifier())
      N.push_back(ND->getName().str());
  };
  if (T)
    Add(T);
  else
    for (const Decl *D : S->decls())
      Add(D);
  return N;
}

/// An integral constant the body does not need at compile time, which a kernel can still
/// declare again with everything its declaration names (no diagnostic when it cannot).
bool compileTimeInKernel(const LambdaExpr *L, const VarDecl *V, RecogContext &RC) {
  if (!V->getType()->isIntegralOrEnumerationType())
    return false;
  Closure Trial(L, RC);
  Trial.Quiet = true;
  Trial.bring(V, V->getLocation());
  return Trial.Ok;
}

} // namespace

bool collectLocalDecls(const LambdaExpr *L, std::vector<const VarDecl *> &Uncaptured,
                       BodyText &Body, RecogContext &RC) {
  LocalUses U(L);
  U.TraverseStmt(L->getBody());
  Closure Cl(L, RC);
  for (const Decl *T : U.Types)
    Cl.bring(T, U.FirstUse[T]);
  for (const LambdaCapture &C : L->captures()) // a captured object of a local struct type
    if (const auto *V = C.capturesVariable() ? dyn_cast<VarDecl>(C.getCapturedVar()) : nullptr)
      if (const TagDecl *T = localTagIn(V->getType().getNonReferenceType());
          T && !policyLambdaOnly(V, L->getBody()))
        Cl.bring(T, C.getLocation());
  // Constants: declared again when needed as constant expressions, of a local type (no
  // kernel parameter can have it) or integral (a compile-time constant in the kernel as in
  // the lambda, where it is never captured: the user's `const int T = 32` tile edge folds into
  // the index arithmetic); the others stay kernel parameters, and so does a variable that is
  // no constant (named in decltype or sizeof).
  for (const VarDecl *V : Uncaptured)
    if ((U.ConstantUses.count(V) || localTagIn(V->getType()) || compileTimeInKernel(L, V, RC)) &&
        V->isUsableInConstantExpressions(RC.Ctx))
      Cl.bring(V, U.FirstUse.count(V) ? U.FirstUse[V] : L->getBeginLoc());
  Uncaptured.erase(std::remove_if(Uncaptured.begin(), Uncaptured.end(),
                                  [&](const VarDecl *V) { return Cl.C.Redeclared.count(V); }),
                   Uncaptured.end());
  // Source order is dependency order (a name is declared before it is used).
  std::vector<std::pair<unsigned, LocalDecl>> Out;
  const SourceManager &SM = RC.Ctx.getSourceManager();
  for (const DeclStmt *S : Cl.C.Stmts) {
    LocalDecl D{declaredNames(S, nullptr), localDeclSpelling(S, RC)};
    Out.push_back({SM.getFileOffset(SM.getExpansionLoc(S->getBeginLoc())), D});
  }
  for (const TagDecl *T : Cl.C.TagsOnly) {
    LocalDecl D{declaredNames(nullptr, T), kernelSpelling(T->getSourceRange(), RC) + ";"};
    Out.push_back({SM.getFileOffset(SM.getExpansionLoc(T->getBeginLoc())), D});
  }
  std::stable_sort(Out.begin(), Out.end(),
                   [](const auto &A, const auto &B) { return A.first < B.first; });
  for (auto &[Off, D] : Out)
    Body.locals.push_back(std::move(D));
  return Cl.Ok;
}

bool refuseLocalType(QualType T, SourceLocation Loc, const std::string &What, RecogContext &RC) {
  const TagDecl *D = localTagIn(T);
  if (!D)
    return refuseLaterType(T, Loc, What, RC);
  RC.Diags.error(Loc, DiagId::LocalNameInKernel,
                 What + " has type '" + T.getAsString() + "', which names '" +
                     D->getNameAsString() + "', declared inside a function; the kernel is " +
                     "defined outside that function: declare it at namespace scope");
  return true;
}

} // namespace kt
