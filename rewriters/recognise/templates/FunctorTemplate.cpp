// Class-template functors (`Axpy<double>`): the kernel is a template over the class template's
// parameters, launched with the specialisation's arguments.
#include "rewriters/recognise/templates/TemplateDispatch.h"

#include "rewriters/model/TemplateArguments.h"
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/templates/TemplateHead.h"

#include "clang/AST/DeclTemplate.h"
#include "rewriters/recognise/ast/Visitor.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/StringExtras.h"

#include <set>

using namespace clang;

namespace kt {

namespace {

/// The calls that template instantiations hold where a dispatch is written in a template (the
/// same location): there the functor's class is only known per instantiation (`Axpy<T>`).
struct InstantiatedCalls : Visitor {
  std::set<SourceLocation> At;
  std::vector<const CallExpr *> Found;
  std::set<const CallExpr *> Seen;
  /// The class templates whose members are defined out of line in the files searched
  /// (`template <class N> void F<N>::compute()` in F's _impl.h): their specialisations, wherever
  /// they are declared or explicitly instantiated, hold those members' instantiations.
  std::set<ClassTemplateDecl *> OutOfLineOf;
  bool shouldVisitTemplateInstantiations() const override { return true; }
  bool VisitCallExpr(CallExpr *C) override {
    if (At.count(C->getBeginLoc()) && !C->isInstantiationDependent() && Seen.insert(C).second)
      Found.push_back(C);
    return true;
  }
  bool VisitFunctionDecl(FunctionDecl *F) override {
    if (!F->isOutOfLine())
      return true;
    ClassTemplateDecl *Outer = nullptr;
    for (DeclContext *C = F->getDeclContext(); C && !C->isFileContext(); C = C->getParent())
      if (auto *RD = dyn_cast<CXXRecordDecl>(C); RD && RD->getDescribedClassTemplate())
        Outer = RD->getDescribedClassTemplate();
    if (Outer)
      OutOfLineOf.insert(Outer->getCanonicalDecl());
    return true;
  }
  /// A specialisation's members hang in its definition: the list names the most recent
  /// declaration, which after `extern template class F<N>;` in one file and `template class
  /// F<N>;` in another is the latter's empty node (ExaMiniMD's modules_neighbor.h).
  void traverseSpecialisations() {
    for (ClassTemplateDecl *T : std::set<ClassTemplateDecl *>(OutOfLineOf))
      for (ClassTemplateSpecializationDecl *S : T->specializations()) {
        TraverseDecl(S);
        if (auto *Def = S->getDefinition(); Def && Def != S)
          TraverseDecl(Def);
      }
  }
};

std::vector<const CallExpr *> instantiatedCalls(ASTContext &Ctx,
                                                const std::vector<const CallExpr *> &Calls) {
  const SourceManager &SM = Ctx.getSourceManager();
  InstantiatedCalls V;
  std::set<FileID> Files;
  for (const CallExpr *C : Calls)
    if (C->isInstantiationDependent()) {
      V.At.insert(C->getBeginLoc());
      Files.insert(SM.getFileID(SM.getExpansionLoc(C->getBeginLoc())));
    }
  if (V.At.empty())
    return {};
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (Files.count(SM.getFileID(SM.getExpansionLoc(D->getLocation()))))
      V.TraverseDecl(D);
  V.traverseSpecialisations();
  return V.Found;
}

/// RD and its user-written base classes, at any depth: an inherited operator() or join() is the
/// functor's too.
std::vector<CXXRecordDecl *> classAndBases(CXXRecordDecl *RD) {
  std::vector<CXXRecordDecl *> Classes{RD};
  for (size_t I = 0; I < Classes.size(); ++I)
    for (const CXXBaseSpecifier &B : Classes[I]->bases())
      if (auto *Base = B.getType()->getAsCXXRecordDecl();
          Base && Base->hasDefinition() && !isKokkosDecl(Base))
        Classes.push_back(Base->getDefinition());
  return Classes;
}

} // namespace

void instantiateFunctorBodies(Sema &S, const std::vector<const CallExpr *> &Written) {
  std::vector<const CallExpr *> Calls = Written;
  for (const CallExpr *C : instantiatedCalls(S.getASTContext(), Written))
    Calls.push_back(C);
  std::vector<const Stmt *> Bodies; // what the kernels run, for the functors nested there
  for (const CallExpr *C : Calls) {
    instantiateTagTemplateOperators(S, C);
    for (const Expr *A : C->arguments()) {
      if (const auto *L = dyn_cast<LambdaExpr>(strip(A)))
        Bodies.push_back(L->getBody());
      // A class template's specialisation, or a class nested in one (its members are
      // instantiated from the enclosing template's: `TestReducers<int, Cuda>::SumFunctor`).
      auto *RD = strip(A)->getType().getNonReferenceType()->getAsCXXRecordDecl();
      if (!RD || isKokkosDecl(RD) || !RD->hasDefinition())
        continue;
      for (CXXRecordDecl *Cls : classAndBases(RD->getDefinition()))
        for (CXXMethodDecl *M : Cls->methods()) {
          const bool Hook = M->getIdentifier() &&
                            (M->getName() == "init" || M->getName() == "join" ||
                             M->getName() == "final" || M->getName() == "team_shmem_size" ||
                             M->getName() == "shmem_size");
          const bool Called = M->getOverloadedOperator() == OO_Call && dispatchCallsOperator(C, M);
          if ((Called || Hook) && !M->hasBody() && M->getTemplateInstantiationPattern())
            S.InstantiateFunctionDefinition(C->getBeginLoc(), M, /*Recursive=*/true,
                                            /*DefinitionRequired=*/false, /*AtEndOfTU=*/true);
          if (Called && M->getDefinition())
            Bodies.push_back(M->getDefinition()->getBody());
        }
    }
  }
  instantiateInlinedFunctors(S, std::move(Bodies));
}

void spellLaunchTypes(Kernel &K) {
  K.accType = withTemplateArguments(K, K.accType);
  for (std::string &T : K.accTypes)
    T = withTemplateArguments(K, T);
  for (Reducer &R : K.reducers) {
    R.valueType = withTemplateArguments(K, R.valueType);
    R.scalarType = withTemplateArguments(K, R.scalarType);
    R.indexType = withTemplateArguments(K, R.indexType);
  }
}

/// The argument of a class template specialisation as the launch spells it.
static std::optional<std::string> argText(const TemplateArgument &A, ASTContext &Ctx) {
  switch (A.getKind()) {
  case TemplateArgument::Type:
    return typeText(A.getAsType(), Ctx);
  case TemplateArgument::Integral:
    if (A.getIntegralType()->isBooleanType())
      return std::string(A.getAsIntegral().getBoolValue() ? "true" : "false");
    return toString(A.getAsIntegral(), 10);
  default:
    return std::nullopt;
  }
}

/// A functor's template argument as the dispatch writes it, where that is a Kokkos member type
/// of a qualifier (`dual::execution_space`, `Kokkos::HostSpace::execution_space`): the qualifier
/// spelled, then the member (typeText would name the Kokkos base class declaring the member).
/// `x` where T is written `decltype(x)` with x a local variable, else null.
static const VarDecl *decltypeOfLocal(QualType T) {
  const Type *Ty = T.getTypePtr();
  if (const auto *El = dyn_cast<ElaboratedType>(Ty))
    Ty = El->getNamedType().getTypePtr();
  const auto *DT = dyn_cast<DecltypeType>(Ty);
  const auto *R = DT ? dyn_cast<DeclRefExpr>(DT->getUnderlyingExpr()->IgnoreParens()) : nullptr;
  const auto *V = R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
  return V && V->hasLocalStorage() && V->getIdentifier() && !T.hasLocalQualifiers() ? V : nullptr;
}

bool functorTypeNamesLocal(const Expr *Arg) {
  const auto *W = strip(Arg)->getType()->getAs<TemplateSpecializationType>();
  if (!W || W->isTypeAlias())
    return false;
  for (const TemplateArgument &A : W->template_arguments())
    if (A.getKind() == TemplateArgument::Type && decltypeOfLocal(A.getAsType()))
      return true;
  return false;
}

static std::string writtenArgText(QualType T, ASTContext &Ctx) {
  // `F<decltype(x), S>` with x a local variable: as written, where the launch (at the dispatch,
  // in x's scope) spells it. What it stands for may be a type only the Kokkos header spells
  // (a subview's), which the shim spells otherwise.
  if (const VarDecl *V = decltypeOfLocal(T))
    return "decltype(" + V->getNameAsString() + ")";
  const auto *E = dyn_cast<ElaboratedType>(T.getTypePtr());
  const NestedNameSpecifier *Q = E ? E->getQualifier() : nullptr;
  const auto *TT = E ? dyn_cast<TypedefType>(E->getNamedType().getTypePtr()) : nullptr;
  const Type *QT = Q ? Q->getAsType() : nullptr;
  if (!QT || !(isa<TypedefType>(QT) || isa<RecordType>(QT) || isa<TemplateSpecializationType>(QT)) ||
      !TT || !isKokkosDecl(TT->getDecl()) || T.hasLocalQualifiers())
    return typeText(T, Ctx);
  return typeText(QualType(QT, 0), Ctx) + "::" + TT->getDecl()->getNameAsString();
}

/// The functor's template argument Written as the launch spells it, where that differs from
/// the canonical argument's spelling: a type as written (writtenArgText), or, inside a template
/// whose parameters are spelled again (TemplateSpelling), a value argument that is one of its
/// non-type parameters (`Axpy<T, N>` in `template <class T, int N> void run()`), by its name.
static std::optional<std::string> writtenArg(const TemplateArgument &Written,
                                             const TemplateArgument &Canonical, ASTContext &Ctx) {
  if (Written.getKind() == TemplateArgument::Type && Canonical.getKind() == TemplateArgument::Type)
    return writtenArgText(Written.getAsType(), Ctx);
  if (Written.getKind() != TemplateArgument::Expression)
    return std::nullopt;
  const auto *E = dyn_cast<SubstNonTypeTemplateParmExpr>(Written.getAsExpr()->IgnoreImpCasts());
  const NamedDecl *P = E ? TemplateSpelling::parameter(E->getAssociatedDecl(),
                                                       E->getParameter()->getDepth(), E->getIndex())
                         : nullptr;
  if (!P || P->getName().empty())
    return std::nullopt;
  return P->getNameAsString();
}

std::optional<std::string> writtenFunctorType(const Expr *Arg, ASTContext &Ctx) {
  const auto *W = strip(Arg)->getType()->getAs<TemplateSpecializationType>();
  const TemplateDecl *TD = W && !W->isTypeAlias() ? W->getTemplateName().getAsTemplateDecl()
                                                  : nullptr;
  if (!TD || isKokkosDecl(TD) || !TD->getDeclContext()->isFileContext())
    return std::nullopt; // a member template is spelled through its class (typeText)
  bool Member = false;
  std::string R;
  for (const TemplateArgument &A : W->template_arguments()) {
    if (A.getKind() != TemplateArgument::Type)
      return std::nullopt;
    std::string T = writtenArgText(A.getAsType(), Ctx);
    Member = Member || T != typeText(A.getAsType(), Ctx);
    R += (R.empty() ? "" : ", ") + T;
  }
  if (!Member)
    return std::nullopt;
  return spelledQualifiedName(TD) + "<" + R + ">";
}

std::optional<std::string> ownClassFunctor(const Expr *Arg, const RecogContext &RC) {
  const auto *S = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      strip(Arg)->getType().getNonReferenceType()->getAsCXXRecordDecl());
  if (!S || !RC.Instantiation || RC.Instantiation->getParent() != S || !S->getIdentifier())
    return std::nullopt;
  return S->getNameAsString(); // the injected class name: the instantiation the launch is in
}

std::unique_ptr<TemplateSpelling> functorTemplate(const Expr *Arg, Kernel &K, RecogContext &RC,
                                                  bool &Ok) {
  const auto *S = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      strip(Arg)->getType().getNonReferenceType()->getAsCXXRecordDecl());
  if (!S || isKokkosDecl(S))
    return nullptr;
  auto Refuse = [&](const std::string &Why) {
    RC.Diags.error(Arg->getBeginLoc(), DiagId::DispatchInTemplate, Why);
    Ok = false;
    return nullptr;
  };
  // A partial specialisation's members are instantiated over its own parameters, with the
  // arguments deduced for them (`Bcast<E, T, enable_if_t<...>>`: over E and T).
  const auto *PS = S->getSpecializedTemplateOrPartial().dyn_cast<ClassTemplatePartialSpecializationDecl *>();
  const TemplateParameterList *L =
      PS ? PS->getTemplateParameters() : S->getSpecializedTemplate()->getTemplateParameters();
  const TemplateArgumentList &SArgs = S->getTemplateInstantiationArgs();
  TemplateHead H;
  addParams(L, H, RC.Ctx);
  if (H.unsupported.isValid())
    return Refuse("functor class templates with template template parameters are not "
                  "translated");
  // The arguments as written where they are types (`GenRandom<RandPoolType>`): the canonical
  // ones spell a defaulted Kokkos space as the parsed header's Serial (`Random_XorShift64_Pool<
  // Serial>`, a host pool in the shim), the written ones as the program does.
  const auto *W = PS ? nullptr : strip(Arg)->getType()->getAs<TemplateSpecializationType>();
  std::vector<std::string> Args;
  for (unsigned I = 0; I < L->size() && I < SArgs.size(); ++I) {
    if (L->getParam(I)->getName().empty())
      continue;
    std::optional<std::string> A = argText(SArgs[I], RC.Ctx);
    if (W && !W->isTypeAlias() && I < W->template_arguments().size())
      if (std::optional<std::string> WA = writtenArg(W->template_arguments()[I],
                                                     S->getTemplateArgs()[I], RC.Ctx))
        A = WA;
    if (!A)
      return Refuse("the functor's template argument " + std::to_string(I + 1) +
                    " cannot be spelled for the kernel (a pack or a non-integral value)");
    Args.push_back(*A);
  }
  K.templateParams = H.params;
  // Dispatched from a member function of its own class template (`*this`): the launch is
  // inside that template, so its parameters name the arguments (`kt_run_L9<ExecSpace, S>`),
  // whatever the instantiation (the parse may not tell DefaultExecutionSpace from the host's).
  K.templateArgs = ownClassFunctor(Arg, RC) ? H.args : Args;
  return std::make_unique<TemplateSpelling>(S, H.decls);
}

} // namespace kt
