#include "rewriters/TemplateDispatch.h"

#include "rewriters/AstUtil.h"
#include "rewriters/HostRewrite.h"
#include "rewriters/PassedLambda.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/QualTypeNames.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <functional>

using namespace clang;

namespace kt {

static thread_local TemplateSpelling *Spelling = nullptr;

TemplateSpelling::TemplateSpelling(const Decl *Inst, std::vector<std::vector<NamedDecl *>> Params)
    : Params(std::move(Params)), Outer(Spelling) {
  // A substitution names the specialisation it was made for, or (in a function template's
  // signature) the template itself.
  for (const Decl *D = Inst; D; D = dyn_cast_or_null<Decl>(D->getDeclContext())) {
    Instantiated.push_back(D);
    if (const auto *F = dyn_cast<FunctionDecl>(D); F && F->getPrimaryTemplate())
      for (const Decl *R : F->getPrimaryTemplate()->redecls()) // declared, then defined
        Instantiated.push_back(R);
    if (const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(D))
      Instantiated.push_back(S->getSpecializedTemplate());
  }
  Spelling = this;
}
TemplateSpelling::~TemplateSpelling() { Spelling = Outer; }
bool TemplateSpelling::active() { return Spelling; }
std::optional<std::string> TemplateSpelling::spelled(const ClassTemplateSpecializationDecl *S) {
  const ClassTemplateDecl *CT = S ? S->getSpecializedTemplate() : nullptr;
  if (!CT || !spells(CT) || !CT->getDeclContext()->isFileContext())
    return std::nullopt;
  std::string R = CT->getQualifiedNameAsString() + "<";
  const TemplateParameterList *L = CT->getTemplateParameters();
  for (unsigned I = 0; I < L->size(); ++I) {
    const NamedDecl *P = parameter(CT, L->getDepth(), I);
    if (!P || P->getName().empty())
      return std::nullopt;
    R += (I ? ", " : "") + P->getNameAsString() + (P->isParameterPack() ? "..." : "");
  }
  return R + ">";
}
bool TemplateSpelling::spells(const Decl *D) {
  return Spelling && std::find(Spelling->Instantiated.begin(), Spelling->Instantiated.end(), D) !=
                         Spelling->Instantiated.end();
}

NamedDecl *TemplateSpelling::parameter(const Decl *Associated, unsigned Depth, unsigned Index) {
  if (!Spelling ||
      std::find(Spelling->Instantiated.begin(), Spelling->Instantiated.end(), Associated) ==
          Spelling->Instantiated.end())
    return nullptr;
  if (Depth >= Spelling->Params.size() || Index >= Spelling->Params[Depth].size())
    return nullptr;
  return Spelling->Params[Depth][Index];
}

namespace {

/// `N` for an expression that is a substituted non-type template parameter, else null.
Expr *parameterRef(const Expr *E, ASTContext &Ctx) {
  const auto *S = E ? dyn_cast<SubstNonTypeTemplateParmExpr>(E->IgnoreImpCasts()) : nullptr;
  if (!S)
    return nullptr;
  auto *P = dyn_cast_or_null<NonTypeTemplateParmDecl>(TemplateSpelling::parameter(
      S->getAssociatedDecl(), S->getParameter()->getDepth(), S->getIndex()));
  if (!P || P->getName().empty())
    return nullptr;
  return DeclRefExpr::Create(Ctx, NestedNameSpecifierLoc(), SourceLocation(), P, false,
                             SourceLocation(), P->getType().getNonReferenceType(), VK_PRValue);
}

TemplateArgument resugarArg(const TemplateArgument &A, ASTContext &Ctx) {
  switch (A.getKind()) {
  case TemplateArgument::Type:
    return TemplateArgument(resugarTemplateParams(A.getAsType(), Ctx));
  case TemplateArgument::Expression:
    if (Expr *R = parameterRef(A.getAsExpr(), Ctx))
      return TemplateArgument(R);
    return A;
  case TemplateArgument::Pack: {
    std::vector<TemplateArgument> Elems;
    for (const TemplateArgument &P : A.pack_elements())
      Elems.push_back(resugarArg(P, Ctx));
    return TemplateArgument::CreatePackCopy(Ctx, Elems);
  }
  default:
    return A;
  }
}

/// The name a qualified type's last component declares (`value_type` of `V::value_type`).
const IdentifierInfo *namedIdentifier(QualType T) {
  if (const auto *TT = T->getAs<TypedefType>())
    return TT->getDecl()->getIdentifier();
  if (const auto *TD = T->getAsTagDecl())
    return TD->getIdentifier();
  return nullptr;
}

/// `typename Q::name` when a qualified name's qualifier Q is, spelled again, dependent.
QualType dependentName(const ElaboratedType *E, ASTContext &Ctx) {
  const NestedNameSpecifier *N = E->getQualifier();
  if (!N || !N->getAsType())
    return QualType();
  QualType Q = resugarTemplateParams(QualType(N->getAsType(), 0), Ctx);
  const IdentifierInfo *II = namedIdentifier(E->getNamedType());
  if (!Q->isDependentType() || !II)
    return QualType();
  Q = TypeName::getFullyQualifiedType(Q, Ctx); // the qualifier as a namespace-scope name
  NestedNameSpecifier *NN = NestedNameSpecifier::Create(Ctx, nullptr, false, Q.getTypePtr());
  return Ctx.getDependentNameType(ElaboratedTypeKeyword::Typename, NN, II);
}

/// A space member type of the class specialisation being spelled that depends on its
/// parameters (`memory_space` of `F<Serial>`, an alias of `conditional_t<is_same_v<E, ...>,
/// ...>`), named inside a type (`View<double *, memory_space>`): `typename F<E>::memory_space`.
/// Null otherwise.
QualType memberThroughParams(const TypedefType *TT, ASTContext &Ctx) {
  const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(TT->getDecl()->getDeclContext());
  const ClassTemplateDecl *CT = S ? S->getSpecializedTemplate() : nullptr;
  // Only a space (or Device<>): parsing makes the host's and the device's one type, so the
  // specialisation's own spelling (`F<Serial>`) would name the wrong one. Other member types
  // mean the same in every spelling.
  QualType Canon = TT->getDecl()->getUnderlyingType().getCanonicalType();
  if (!CT || !TemplateSpelling::spells(S) || !TT->getDecl()->getIdentifier() ||
      !namesKokkosSpace(Canon) || isKokkosView(Canon))
    return QualType();
  bool Dependent = false; // in the class template as written
  for (const NamedDecl *D : CT->getTemplatedDecl()->lookup(TT->getDecl()->getDeclName()))
    if (const auto *P = dyn_cast<TypedefNameDecl>(D))
      Dependent = Dependent || P->getUnderlyingType()->isDependentType();
  if (!Dependent)
    return QualType();
  const TemplateParameterList *L = CT->getTemplateParameters();
  std::vector<TemplateArgument> Args;
  for (unsigned I = 0; I < L->size(); ++I) {
    const auto *P = dyn_cast_or_null<TemplateTypeParmDecl>(
        TemplateSpelling::parameter(CT, L->getDepth(), I));
    if (!P || P->getName().empty() || P->isParameterPack())
      return QualType();
    Args.push_back(TemplateArgument(Ctx.getTemplateTypeParmType(
        P->getDepth(), P->getIndex(), false, const_cast<TemplateTypeParmDecl *>(P))));
  }
  QualType Owner = Ctx.getTemplateSpecializationType(TemplateName(const_cast<ClassTemplateDecl *>(CT)),
                                                     Args, QualType());
  Owner = TypeName::getFullyQualifiedType(Owner, Ctx);
  NestedNameSpecifier *NN = NestedNameSpecifier::Create(Ctx, nullptr, false, Owner.getTypePtr());
  return Ctx.getDependentNameType(ElaboratedTypeKeyword::Typename, NN,
                                  TT->getDecl()->getIdentifier());
}

} // namespace

Arith spelledArith(QualType T, ASTContext &Ctx) {
  return resugarTemplateParams(T, Ctx)->isDependentType() ? Arith::Other : arithOf(T);
}

QualType resugarTemplateParams(QualType T, ASTContext &Ctx) {
  if (T.isNull())
    return T;
  Qualifiers Q = T.getLocalQualifiers();
  const Type *Ty = T.getTypePtr();
  QualType R;
  auto Same = [&](QualType A, QualType B) { return A.getAsOpaquePtr() == B.getAsOpaquePtr(); };
  if (const auto *S = dyn_cast<SubstTemplateTypeParmType>(Ty)) {
    auto *P = dyn_cast_or_null<TemplateTypeParmDecl>(TemplateSpelling::parameter(
        S->getAssociatedDecl(), S->getReplacedParameter()->getDepth(), S->getIndex()));
    if (!P || P->getName().empty()) // another template's parameter: its argument stays
      return T;
    R = Ctx.getTemplateTypeParmType(P->getDepth(), P->getIndex(), P->isParameterPack(), P);
  } else if (const auto *TT = dyn_cast<TypedefType>(Ty)) {
    if (QualType M = memberThroughParams(TT, Ctx); !M.isNull())
      return Ctx.getQualifiedType(M, Q);
    if (!isFunctionLocal(TT->getDecl()))
      return T;
    R = resugarTemplateParams(TT->getDecl()->getUnderlyingType(), Ctx);
    if (!R->isDependentType())
      return T; // a local alias of a concrete type: typeText resolves it
  } else if (const auto *E = dyn_cast<ElaboratedType>(Ty)) {
    R = dependentName(E, Ctx);
    if (R.isNull()) {
      QualType N = resugarTemplateParams(E->getNamedType(), Ctx);
      if (Same(N, E->getNamedType()))
        return T;
      R = N;
    }
  } else if (const auto *P = dyn_cast<PointerType>(Ty)) {
    QualType N = resugarTemplateParams(P->getPointeeType(), Ctx);
    if (Same(N, P->getPointeeType()))
      return T;
    R = Ctx.getPointerType(N);
  } else if (const auto *LR = dyn_cast<LValueReferenceType>(Ty)) {
    QualType N = resugarTemplateParams(LR->getPointeeTypeAsWritten(), Ctx);
    if (Same(N, LR->getPointeeTypeAsWritten()))
      return T;
    R = Ctx.getLValueReferenceType(N);
  } else if (const auto *RR = dyn_cast<RValueReferenceType>(Ty)) {
    QualType N = resugarTemplateParams(RR->getPointeeTypeAsWritten(), Ctx);
    if (Same(N, RR->getPointeeTypeAsWritten()))
      return T;
    R = Ctx.getRValueReferenceType(N);
  } else if (const auto *CA = dyn_cast<ConstantArrayType>(Ty)) {
    QualType N = resugarTemplateParams(CA->getElementType(), Ctx);
    if (Expr *Size = parameterRef(CA->getSizeExpr(), Ctx))
      R = Ctx.getDependentSizedArrayType(N, Size, CA->getSizeModifier(),
                                         CA->getIndexTypeCVRQualifiers(), SourceRange());
    else if (Same(N, CA->getElementType()))
      return T;
    else
      R = Ctx.getConstantArrayType(N, CA->getSize(), nullptr, CA->getSizeModifier(),
                                   CA->getIndexTypeCVRQualifiers());
  } else if (const auto *IA = dyn_cast<IncompleteArrayType>(Ty)) {
    QualType N = resugarTemplateParams(IA->getElementType(), Ctx);
    if (Same(N, IA->getElementType()))
      return T;
    R = Ctx.getIncompleteArrayType(N, IA->getSizeModifier(), IA->getIndexTypeCVRQualifiers());
  } else if (const auto *TS = dyn_cast<TemplateSpecializationType>(Ty)) {
    if (TS->isTypeAlias())
      return Ctx.getQualifiedType(resugarTemplateParams(TS->desugar(), Ctx), Q);
    std::vector<TemplateArgument> Args;
    bool Dependent = false;
    for (const TemplateArgument &A : TS->template_arguments()) {
      Args.push_back(resugarArg(A, Ctx));
      Dependent = Dependent || Args.back().isDependent();
    }
    if (!Dependent)
      return T;
    R = Ctx.getTemplateSpecializationType(TS->getTemplateName(), Args, QualType());
  } else if (const auto *PT = dyn_cast<ParenType>(Ty)) {
    R = resugarTemplateParams(PT->getInnerType(), Ctx);
    if (Same(R, PT->getInnerType()))
      return T;
  } else if (const auto *AT = dyn_cast<AutoType>(Ty)) {
    if (!AT->isDeduced())
      return T;
    R = resugarTemplateParams(AT->getDeducedType(), Ctx);
    if (!R->isDependentType())
      return T;
  } else {
    return T;
  }
  return Ctx.getQualifiedType(R, Q);
}

const FunctionDecl *enclosingFunction(const Expr *E, ASTContext &Ctx) {
  DynTypedNodeList Parents = Ctx.getParents(*E);
  while (!Parents.empty()) {
    if (const auto *F = Parents[0].get<FunctionDecl>())
      return F;
    Parents = Ctx.getParents(Parents[0]);
  }
  return nullptr;
}

bool inTemplate(const FunctionDecl *F) { return F && F->isTemplated(); }

namespace {

struct TemplateHead {
  std::vector<std::string> params, args;
  std::vector<std::vector<NamedDecl *>> decls; ///< per list (= depth), every parameter
  SourceLocation unsupported; ///< a template template parameter
};

void addParams(const TemplateParameterList *L, TemplateHead &H, ASTContext &Ctx) {
  H.decls.emplace_back(L->begin(), L->end());
  for (const NamedDecl *D : *L) {
    if (D->getName().empty())
      continue; // unnamed: the body cannot use it
    std::string Name = D->getName().str();
    if (const auto *T = dyn_cast<TemplateTypeParmDecl>(D)) {
      H.params.push_back(std::string(T->wasDeclaredWithTypename() ? "typename" : "class") +
                         (T->isParameterPack() ? "... " : " ") + Name);
      H.args.push_back(Name + (T->isParameterPack() ? "..." : ""));
    } else if (const auto *N = dyn_cast<NonTypeTemplateParmDecl>(D)) {
      std::string Type = sourceText(Ctx, N->getTypeSourceInfo()->getTypeLoc().getSourceRange());
      H.params.push_back(Type + (N->isParameterPack() ? "... " : " ") + Name);
      H.args.push_back(Name + (N->isParameterPack() ? "..." : ""));
    } else if (H.unsupported.isInvalid()) {
      H.unsupported = D->getLocation();
    }
  }
}

/// The parameters of every template enclosing the function P, outermost first.
TemplateHead templateHead(const FunctionDecl *P, ASTContext &Ctx) {
  std::vector<const TemplateParameterList *> Lists;
  if (P->getNumTemplateParameterLists() > 0) { // out of line: the lists as written there
    for (unsigned I = 0; I < P->getNumTemplateParameterLists(); ++I)
      Lists.push_back(P->getTemplateParameterList(I));
  } else {
    for (const DeclContext *C = P->getDeclContext(); C; C = C->getParent()) {
      if (const auto *PS = dyn_cast<ClassTemplatePartialSpecializationDecl>(C))
        Lists.insert(Lists.begin(), PS->getTemplateParameters());
      else if (const auto *RD = dyn_cast<CXXRecordDecl>(C)) {
        if (const ClassTemplateDecl *CT = RD->getDescribedClassTemplate())
          Lists.insert(Lists.begin(), CT->getTemplateParameters());
      } else if (const auto *F = dyn_cast<FunctionDecl>(C)) {
        if (const FunctionTemplateDecl *FT = F->getDescribedFunctionTemplate())
          Lists.insert(Lists.begin(), FT->getTemplateParameters());
      }
    }
  }
  if (const FunctionTemplateDecl *FT = P->getDescribedFunctionTemplate())
    Lists.push_back(FT->getTemplateParameters());
  TemplateHead H;
  for (const TemplateParameterList *L : Lists)
    addParams(L, H, Ctx);
  return H;
}

/// The instantiations of the function pattern P that have bodies (implicit or explicit).
struct InstantiationFinder : RecursiveASTVisitor<InstantiationFinder> {
  const FunctionDecl *Pattern;
  std::vector<const FunctionDecl *> Found;
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitFunctionDecl(FunctionDecl *F) {
    if (F != Pattern && F->doesThisDeclarationHaveABody() && F->isTemplateInstantiation() &&
        F->getTemplateInstantiationPattern() == Pattern &&
        std::find(Found.begin(), Found.end(), F) == Found.end())
      Found.push_back(F);
    return true;
  }
};

std::vector<const FunctionDecl *> instantiationsOf(const FunctionDecl *P, ASTContext &Ctx) {
  const Decl *Top = P;
  while (Top->getDeclContext() && !Top->getDeclContext()->isFileContext())
    Top = cast<Decl>(Top->getDeclContext());
  if (const auto *F = dyn_cast<FunctionDecl>(Top))
    if (const FunctionTemplateDecl *FT = F->getDescribedFunctionTemplate())
      Top = FT->getCanonicalDecl(); // an out-of-line definition: its instantiations hang there
  if (const auto *RD = dyn_cast<CXXRecordDecl>(Top))
    if (const ClassTemplateDecl *CT = RD->getDescribedClassTemplate())
      Top = CT;
  InstantiationFinder F;
  F.Pattern = P;
  F.TraverseDecl(const_cast<Decl *>(Top));
  // Explicit instantiation definitions (`template class S<float>;`) are not visited below their
  // template; they stand where they are written, at namespace scope: the file's top level and
  // the namespaces (and `extern "C++"` blocks) in it, at any depth.
  auto Explicit = [](const Decl *D) {
    if (const auto *C = dyn_cast<ClassTemplateSpecializationDecl>(D))
      return C->getSpecializationKind() == TSK_ExplicitInstantiationDefinition;
    if (const auto *Fn = dyn_cast<FunctionDecl>(D))
      return Fn->getTemplateSpecializationKind() == TSK_ExplicitInstantiationDefinition;
    return false;
  };
  std::function<void(const DeclContext *)> Search = [&](const DeclContext *DC) {
    for (Decl *D : DC->decls())
      if (Explicit(D))
        F.TraverseDecl(D);
      else if ((isa<NamespaceDecl>(D) || isa<LinkageSpecDecl>(D)) && !isKokkosDecl(D) &&
               !Ctx.getSourceManager().isInSystemHeader(D->getLocation()))
        Search(cast<DeclContext>(D));
  };
  Search(Ctx.getTranslationUnitDecl());
  return F.Found;
}

struct CallAt : RecursiveASTVisitor<CallAt> {
  SourceLocation Loc;
  const CallExpr *Found = nullptr;
  bool VisitCallExpr(CallExpr *C) {
    if (!Found && C->getBeginLoc() == Loc && isDispatchCall(C))
      Found = C;
    return !Found;
  }
};

std::string instantiationName(const FunctionDecl *F) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  PrintingPolicy PP(F->getASTContext().getLangOpts());
  F->getNameForDiagnostic(OS, PP, /*Qualified=*/true);
  return OS.str();
}

/// The first line where two shapes differ.
std::string firstDifference(const std::string &A, const std::string &B) {
  size_t I = 0;
  while (I < A.size() && I < B.size() && A[I] == B[I])
    ++I;
  size_t Begin = A.rfind('\n', I ? I - 1 : 0);
  Begin = Begin == std::string::npos || I == 0 ? 0 : Begin + 1;
  std::string Line = A.substr(Begin, A.find('\n', Begin) - Begin);
  return Line.size() > 120 ? Line.substr(0, 120) + "..." : Line;
}

} // namespace

void instantiateFunctorBodies(Sema &S, const std::vector<const CallExpr *> &Calls) {
  for (const CallExpr *C : Calls)
    for (const Expr *A : C->arguments()) {
      auto *RD = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
          strip(A)->getType().getNonReferenceType()->getAsCXXRecordDecl());
      if (!RD || isKokkosDecl(RD) || !RD->hasDefinition())
        continue;
      for (CXXMethodDecl *M : RD->methods()) {
        const bool Hook = M->getIdentifier() &&
                          (M->getName() == "init" || M->getName() == "join" ||
                           M->getName() == "final" || M->getName() == "team_shmem_size" ||
                           M->getName() == "shmem_size");
        if ((M->getOverloadedOperator() == OO_Call || Hook) && !M->hasBody() &&
            M->getTemplateInstantiationPattern())
          S.InstantiateFunctionDefinition(C->getBeginLoc(), M, /*Recursive=*/true,
                                          /*DefinitionRequired=*/false, /*AtEndOfTU=*/true);
      }
    }
}

/// S with every whole-word template parameter name of K replaced by its argument.
static std::string withArguments(const Kernel &K, std::string S) {
  for (size_t I = 0; I < K.templateParams.size() && I < K.templateArgs.size(); ++I) {
    const std::string &P = K.templateParams[I];
    const std::string Name = P.substr(P.find_last_of(" .") + 1);
    auto Word = [&](size_t J) {
      return J < S.size() && (isalnum((unsigned char)S[J]) || S[J] == '_');
    };
    for (size_t J = S.find(Name); J != std::string::npos; J = S.find(Name, J)) {
      if ((J == 0 || !Word(J - 1)) && !Word(J + Name.size())) {
        S.replace(J, Name.size(), K.templateArgs[I]);
        J += K.templateArgs[I].size();
      } else {
        J += Name.size();
      }
    }
  }
  return S;
}

void spellLaunchTypes(Kernel &K) {
  K.accType = withArguments(K, K.accType);
  for (std::string &T : K.accTypes)
    T = withArguments(K, T);
  for (Reducer &R : K.reducers) {
    R.valueType = withArguments(K, R.valueType);
    R.scalarType = withArguments(K, R.scalarType);
    R.indexType = withArguments(K, R.indexType);
  }
}

namespace {
struct ExplicitFinder : RecursiveASTVisitor<ExplicitFinder> {
  std::vector<const FunctionDecl *> Found;
  bool VisitFunctionTemplateDecl(FunctionTemplateDecl *T) {
    for (const FunctionDecl *F : T->specializations())
      if (F->getTemplateSpecializationKind() == TSK_ExplicitInstantiationDefinition ||
          F->getTemplateSpecializationKind() == TSK_ExplicitInstantiationDeclaration)
        Found.push_back(F);
    return true;
  }
};
} // namespace

void checkExplicitInstantiations(ASTContext &Ctx, const EditableFiles &Files, DiagSink &Diags) {
  SourceManager &SM = Ctx.getSourceManager();
  ExplicitFinder F;
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (Files.holds(SM, D))
      F.TraverseDecl(D);
  for (const FunctionDecl *I : F.Found) {
    SourceLocation L = SM.getExpansionLoc(I->getPointOfInstantiation());
    if (L.isInvalid() || !Files.contains(SM, L))
      continue;
    // The statement's text: from its `template` keyword to its `;`.
    llvm::StringRef Buf = SM.getBufferData(SM.getFileID(L));
    const size_t At = SM.getFileOffset(L);
    size_t B = Buf.substr(0, At).rfind("template"), E = Buf.find(';', At);
    if (B == llvm::StringRef::npos || E == llvm::StringRef::npos)
      continue;
    if (Buf.slice(B, E).contains("Kokkos"))
      Diags.error(L, DiagId::UnknownKokkosApi,
                  "this explicit instantiation spells a Kokkos name, which the translator "
                  "cannot rewrite there (an explicit instantiation of a function has no AST "
                  "node); name the type through an alias declared before it (`using DV = "
                  "Kokkos::View<double*>;`) and use the alias here");
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
static std::string writtenArgText(QualType T, ASTContext &Ctx) {
  const auto *E = dyn_cast<ElaboratedType>(T.getTypePtr());
  const NestedNameSpecifier *Q = E ? E->getQualifier() : nullptr;
  const auto *TT = E ? dyn_cast<TypedefType>(E->getNamedType().getTypePtr()) : nullptr;
  const Type *QT = Q ? Q->getAsType() : nullptr;
  if (!QT || !(isa<TypedefType>(QT) || isa<RecordType>(QT) || isa<TemplateSpecializationType>(QT)) ||
      !TT || !isKokkosDecl(TT->getDecl()) || T.hasLocalQualifiers())
    return typeText(T, Ctx);
  return typeText(QualType(QT, 0), Ctx) + "::" + TT->getDecl()->getNameAsString();
}

std::optional<std::string> writtenFunctorType(const Expr *Arg, ASTContext &Ctx) {
  const auto *W = strip(Arg)->getType()->getAs<TemplateSpecializationType>();
  const TemplateDecl *TD = W && !W->isTypeAlias() ? W->getTemplateName().getAsTemplateDecl()
                                                  : nullptr;
  if (!TD || isKokkosDecl(TD))
    return std::nullopt;
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
  return TD->getQualifiedNameAsString() + "<" + R + ">";
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
  if (RC.Instantiation)
    return Refuse("a class-template functor dispatched inside a template is not translated "
                  "yet; dispatch it from a non-template function");
  if (S->getSpecializedTemplateOrPartial().is<ClassTemplatePartialSpecializationDecl *>())
    return Refuse("functors that are partial specialisations of a class template are not "
                  "translated yet");
  const TemplateParameterList *L = S->getSpecializedTemplate()->getTemplateParameters();
  TemplateHead H;
  addParams(L, H, RC.Ctx);
  if (H.unsupported.isValid())
    return Refuse("functor class templates with template template parameters are not "
                  "translated");
  // The arguments as written where they are types (`GenRandom<RandPoolType>`): the canonical
  // ones spell a defaulted Kokkos space as the parsed header's Serial (`Random_XorShift64_Pool<
  // Serial>`, a host pool in the shim), the written ones as the program does.
  const auto *W = strip(Arg)->getType()->getAs<TemplateSpecializationType>();
  std::vector<std::string> Args;
  for (unsigned I = 0; I < L->size() && I < S->getTemplateArgs().size(); ++I) {
    if (L->getParam(I)->getName().empty())
      continue;
    std::optional<std::string> A = argText(S->getTemplateArgs()[I], RC.Ctx);
    if (W && !W->isTypeAlias() && I < W->template_arguments().size() &&
        W->template_arguments()[I].getKind() == TemplateArgument::Type &&
        S->getTemplateArgs()[I].getKind() == TemplateArgument::Type)
      A = writtenArgText(W->template_arguments()[I].getAsType(), RC.Ctx);
    if (!A)
      return Refuse("the functor's template argument " + std::to_string(I + 1) +
                    " cannot be spelled for the kernel (a pack or a non-integral value)");
    Args.push_back(*A);
  }
  K.templateParams = H.params;
  K.templateArgs = Args;
  return std::make_unique<TemplateSpelling>(S, H.decls);
}

/// The dispatch Found of the instantiation I of P, recognised with P's parameters spelled again
/// (H), or, for a lambda passed in (IsPassed: its types are its own), as the lambda's.
static std::optional<Kernel> recogniseIn(const FunctionDecl *I, const CallExpr *Found,
                                         bool IsPassed, const FunctionDecl *P,
                                         const TemplateHead &H, RecogContext &RC) {
  DiagContext In(RC.Diags, IsPassed ? " (passed to '" + P->getNameAsString() + "')"
                                    : " (in instantiation '" + instantiationName(I) + "')");
  std::optional<TemplateSpelling> TS;
  if (!IsPassed)
    TS.emplace(I, H.decls);
  const FunctionDecl *Outer = RC.Instantiation;
  RC.Instantiation = I;
  std::optional<Kernel> K = recogniseDispatch(Found, RC);
  RC.Instantiation = Outer;
  return K;
}

std::vector<Kernel> recogniseTemplateDispatch(const CallExpr *Call, RecogContext &RC) {
  const FunctionDecl *P = enclosingFunction(Call, RC.Ctx);
  TemplateHead H = templateHead(P, RC.Ctx);
  if (H.unsupported.isValid()) {
    RC.Diags.error(H.unsupported, DiagId::DispatchInTemplate,
                   "template template parameters of a template holding a dispatch are not "
                   "translated; pass the template's specialisation as a type parameter instead");
    return {};
  }
  std::vector<const FunctionDecl *> Insts = instantiationsOf(P, RC.Ctx);
  if (Insts.empty()) {
    RC.Diags.error(Call->getBeginLoc(), DiagId::DispatchInTemplate,
                   "the template holding this dispatch is never instantiated in this "
                   "translation unit, so its kernel cannot be checked; instantiate it (call "
                   "it, or add an explicit instantiation) in a file that is translated");
    return {};
  }
  std::optional<Kernel> First;
  std::string FirstName, FirstShape;
  std::vector<Kernel> Passed;
  for (const FunctionDecl *I : Insts) {
    CallAt Finder;
    Finder.Loc = Call->getBeginLoc();
    Finder.TraverseStmt(I->getBody());
    if (!Finder.Found)
      continue; // discarded by `if constexpr` in this instantiation
    const bool IsPassed = passedLambdaArg(Finder.Found, RC.Ctx);
    std::optional<Kernel> K = recogniseIn(I, Finder.Found, IsPassed, P, H, RC);
    if (!K)
      return {};
    if (IsPassed || !Passed.empty()) { // one kernel per lambda passed in (PassedLambda.h)
      if (!addPassedKernel(std::move(*K), Passed, First.has_value(), Call, RC))
        return {};
      continue;
    }
    const std::string Name = instantiationName(I);
    std::string Shape = kernelShape(*K);
    if (!First) {
      First = std::move(K);
      FirstName = Name;
      FirstShape = Shape;
    } else if (Shape != FirstShape) {
      RC.Diags.error(Call->getBeginLoc(), DiagId::DispatchInTemplate,
                     "the kernel differs between instantiations '" + FirstName + "' and '" +
                         Name + "' (`" + firstDifference(FirstShape, Shape) +
                         "`), so one kernel template cannot serve both; spell the types the "
                         "kernel uses through the template's parameters");
      return {};
    }
  }
  if (!Passed.empty())
    return Passed;
  if (!First) {
    RC.Diags.error(Call->getBeginLoc(), DiagId::DispatchInTemplate,
                   "no instantiation in this translation unit reaches this dispatch, so its "
                   "kernel cannot be checked");
    return {};
  }
  First->templateParams = H.params;
  First->templateArgs = H.args;
  std::vector<Kernel> R;
  R.push_back(std::move(*First));
  return R;
}

} // namespace kt

namespace kt {

namespace {

void shapeOf(const Reducer &R, std::string &S) {
  S += "reducer " + std::string(reducerName(R.kind)) + " " + R.valueType + " " + R.scalarType +
       " " + R.indexType + " " + std::to_string(int(R.target)) + " " + R.result + " " +
       R.customOp + "\n" + R.initBody + "|" + R.joinBody + "|" + R.finalBody + "|" +
       R.initParam + " " + R.joinDst + " " + R.joinSrc + " " + R.finalParam + "\n";
}

void shapeOf(const BodyText &B, std::string &S, int Depth);

void shapeOf(const BodyOp &O, std::string &S, int Depth) {
  S += std::string(Depth, ' ') + "op " + std::to_string(int(O.kind)) + " @" +
       std::to_string(O.offset) + "+" + std::to_string(O.length) + " " + O.text + " level " +
       std::to_string(O.level) + " nest " + std::to_string(int(O.nest)) + " pattern " +
       std::to_string(int(O.pattern)) + " " + O.indexType + " " + O.indexName + " " +
       O.accName + " " + O.accType + " " + O.finalName + " " + O.valueName + " " +
       O.valueType + " " + O.valueTarget + (O.perTeam ? " team" : " thread") +
       (O.rankFirstOnly ? " first" : "") + "\n";
  for (const std::string &A : O.args)
    S += std::string(Depth, ' ') + " arg " + A + "\n";
  for (const std::string &W : O.outerWrites)
    S += std::string(Depth, ' ') + " writes " + W + "\n";
  if (O.reducer)
    shapeOf(*O.reducer, S);
  if (O.begin)
    shapeOf(*O.begin, S, Depth + 1);
  if (O.end)
    shapeOf(*O.end, S, Depth + 1);
  shapeOf(O.body, S, Depth + 1);
}

void shapeOf(const BodyText &B, std::string &S, int Depth) {
  S += std::string(Depth, ' ') + "text " + B.text + "\n";
  for (const LocalDecl &L : B.locals)
    S += std::string(Depth, ' ') + "local " + L.text + "\n";
  for (const auto &O : B.ops)
    shapeOf(*O, S, Depth);
}

std::string joined(const std::vector<std::string> &V) {
  std::string S;
  for (const std::string &X : V)
    S += X + ", ";
  return S;
}

} // namespace

std::string kernelShape(const Kernel &K) {
  const Policy &P = K.policy;
  std::string S = "pattern " + std::to_string(int(K.pattern)) + "\npolicy " +
                  std::to_string(int(P.kind)) + " " + std::to_string(int(P.space)) + " " +
                  P.workTag + " " + P.indexType + " " + P.begin + " " + P.end + "\nmdrange " +
                  std::to_string(P.rank) + (P.iterateRight ? " right " : " left ") +
                  joined(P.lower) + "| " + joined(P.upper) + "| " + joined(P.tiles) +
                  "\nteam " + P.league + " " + P.teamSize + " " + P.vectorLength + " " +
                  std::to_string(P.teamSizeConst) + " " + std::to_string(P.vectorLengthConst) +
                  "\n";
  for (const Policy::Scratch &Sc : P.scratch)
    S += "scratch " + Sc.perTeam + " " + Sc.perTeamHook + " " + Sc.perThread + " " +
         (Sc.bytesConst() ? std::to_string(*Sc.bytesConst()) : "?") + "\n";
  S += "functor " + std::to_string(K.isFunctor) + " " + K.functorType + " " + K.functorExpr + "\n";
  for (const MemberFunction &M : K.memberFunctions) {
    S += "member " + M.signature + "\n";
    shapeOf(M.body, S, 1);
  }
  for (const Capture &C : K.captures)
    S += "capture " + std::to_string(int(C.kind)) + " " + C.name + " " + C.type + " " +
         C.hostExpr + "\n";
  S += "index " + joined(K.indexTypes) + "| " + joined(K.indexNames) + "\nparams " +
       K.memberName + " " + K.accType + " " + K.accName + " " + K.finalName + "\naccs " +
       joined(K.accTypes) + "| " + joined(K.accNames) + "\n";
  for (const Reducer &R : K.reducers)
    shapeOf(R, S);
  S += "scan " + K.scanTotal + (K.scanTotalIsView ? " view\n" : "\n");
  const RankSegments &RS = K.segments;
  S += "segments " + std::to_string(RS.segments.size()) + " " + RS.refusal + "\n";
  for (const RankSegments::Carried &C : RS.carried)
    S += "carried " + C.name + " " + C.type + (C.constant ? " const " : " ") +
         std::to_string(C.segment) + " " + std::to_string(C.lastUse) + "\n";
  shapeOf(K.body, S, 0);
  return S;
}

} // namespace kt
