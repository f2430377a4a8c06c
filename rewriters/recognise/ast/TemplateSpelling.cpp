// TemplateSpelling: while a dispatch inside a template (or a class-template functor) is
// recognised, types substituted for the template's parameters are spelled as the parameters
// again (resugarTemplateParams), so the kernel is emitted once, as a template.
#include "rewriters/recognise/ast/TemplateSpelling.h"

#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/Recognisers.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/QualTypeNames.h"

#include <optional>

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
  const auto *PS =
      S ? S->getSpecializedTemplateOrPartial().dyn_cast<ClassTemplatePartialSpecializationDecl *>()
        : nullptr;
  if (!PS)
    return spelled(S ? S->getSpecializedTemplate() : nullptr);
  // Made from a partial specialisation: its arguments as written, over its parameters (the
  // names the kernel template declares).
  const ClassTemplateDecl *CT = S->getSpecializedTemplate();
  const ASTTemplateArgumentListInfo *W = PS->getTemplateArgsAsWritten();
  if (!W || !spells(CT) || !CT->getDeclContext()->isFileContext())
    return std::nullopt;
  return spelledQualifiedName(CT) +
         sourceText(PS->getASTContext(), SourceRange(W->getLAngleLoc(), W->getRAngleLoc()));
}
std::optional<std::string> TemplateSpelling::spelledPattern(const CXXRecordDecl *Pattern) {
  return spelled(Pattern ? Pattern->getDescribedClassTemplate() : nullptr);
}
std::optional<std::string> TemplateSpelling::spelled(const ClassTemplateDecl *CT) {
  if (!CT || !spells(CT) || !CT->getDeclContext()->isFileContext())
    return std::nullopt;
  std::string R = spelledQualifiedName(CT) + "<";
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
  if (templateMemberAfterKernel(TT->getDecl())) // the class follows the kernel: what it stands for
    return resugarTemplateParams(TT->getDecl()->getUnderlyingType(), Ctx);
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

/// Whether T's sugar holds a substituted template parameter: `T`, `View<T *>`, an alias of
/// either (`value_type`, `view_t`), `Rank<N>`.
static bool holdsSubstitution(QualType T) {
  if (T.isNull())
    return false;
  const Type *Ty = T.getTypePtr();
  if (isa<SubstTemplateTypeParmType>(Ty))
    return true;
  if (const auto *TS = dyn_cast<TemplateSpecializationType>(Ty)) {
    for (const TemplateArgument &A : TS->template_arguments())
      if ((A.getKind() == TemplateArgument::Type && holdsSubstitution(A.getAsType())) ||
          (A.getKind() == TemplateArgument::Expression &&
           isa<SubstNonTypeTemplateParmExpr>(A.getAsExpr()->IgnoreImpCasts())))
        return true;
  } else if (const auto *P = dyn_cast<PointerType>(Ty)) {
    return holdsSubstitution(P->getPointeeType());
  } else if (const auto *R = dyn_cast<ReferenceType>(Ty)) {
    return holdsSubstitution(R->getPointeeTypeAsWritten());
  } else if (const auto *A = dyn_cast<ArrayType>(Ty)) {
    return holdsSubstitution(A->getElementType());
  }
  QualType D = Ty->getLocallyUnqualifiedSingleStepDesugaredType();
  return D.getTypePtr() != Ty && holdsSubstitution(D);
}

bool spelledThroughParams(QualType T, ASTContext &Ctx) {
  return resugarTemplateParams(T, Ctx)->isDependentType() || holdsSubstitution(T);
}

Arith spelledArith(QualType T, ASTContext &Ctx) {
  return spelledThroughParams(T, Ctx) ? Arith::Other : arithOf(T);
}

/// resugarTemplateParams of a pointer, reference or array type: nullopt for any other type,
/// a null type when T comes back unchanged.
static std::optional<QualType> resugarDerived(const Type *Ty, ASTContext &Ctx) {
  auto Same = [&](QualType A, QualType B) { return A.getAsOpaquePtr() == B.getAsOpaquePtr(); };
  if (const auto *P = dyn_cast<PointerType>(Ty)) {
    QualType N = resugarTemplateParams(P->getPointeeType(), Ctx);
    if (Same(N, P->getPointeeType()))
      return QualType();
    return Ctx.getPointerType(N);
  } else if (const auto *LR = dyn_cast<LValueReferenceType>(Ty)) {
    QualType N = resugarTemplateParams(LR->getPointeeTypeAsWritten(), Ctx);
    if (Same(N, LR->getPointeeTypeAsWritten()))
      return QualType();
    return Ctx.getLValueReferenceType(N);
  } else if (const auto *RR = dyn_cast<RValueReferenceType>(Ty)) {
    QualType N = resugarTemplateParams(RR->getPointeeTypeAsWritten(), Ctx);
    if (Same(N, RR->getPointeeTypeAsWritten()))
      return QualType();
    return Ctx.getRValueReferenceType(N);
  } else if (const auto *CA = dyn_cast<ConstantArrayType>(Ty)) {
    QualType N = resugarTemplateParams(CA->getElementType(), Ctx);
    if (Expr *Size = parameterRef(CA->getSizeExpr(), Ctx))
      return Ctx.getDependentSizedArrayType(N, Size, CA->getSizeModifier(),
                                            CA->getIndexTypeCVRQualifiers(), SourceRange());
    if (Same(N, CA->getElementType()))
      return QualType();
    return Ctx.getConstantArrayType(N, CA->getSize(), nullptr, CA->getSizeModifier(),
                                    CA->getIndexTypeCVRQualifiers());
  } else if (const auto *IA = dyn_cast<IncompleteArrayType>(Ty)) {
    QualType N = resugarTemplateParams(IA->getElementType(), Ctx);
    if (Same(N, IA->getElementType()))
      return QualType();
    return Ctx.getIncompleteArrayType(N, IA->getSizeModifier(), IA->getIndexTypeCVRQualifiers());
  }
  return std::nullopt;
}

/// TS's arguments spelled through the template's parameters; the elements of a pack expansion
/// (`View<DT, DP...>` instantiated) become one `DP...`.
static std::vector<TemplateArgument> resugarArgs(const TemplateSpecializationType *TS,
                                                 ASTContext &Ctx) {
  std::vector<TemplateArgument> Args;
  const TemplateTypeParmType *Pack = nullptr; // the pack the last arguments expanded
  for (const TemplateArgument &A : TS->template_arguments()) {
    TemplateArgument R = resugarArg(A, Ctx);
    const auto *P = R.getKind() == TemplateArgument::Type
                        ? R.getAsType()->getAs<TemplateTypeParmType>()
                        : nullptr;
    const auto *S = A.getKind() == TemplateArgument::Type
                        ? A.getAsType()->getAs<SubstTemplateTypeParmType>()
                        : nullptr;
    if (P && P->isParameterPack() && S && S->getPackIndex()) {
      if (Pack == P)
        continue;
      Pack = P;
      R = TemplateArgument(Ctx.getPackExpansionType(R.getAsType(), std::nullopt));
    } else {
      Pack = nullptr;
    }
    Args.push_back(R);
  }
  return Args;
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
    if (templateMemberAfterKernel(TT->getDecl()) || // its class template follows the kernel
        hiddenMember(TT->getDecl()))                // or the kernel cannot name it
      return Ctx.getQualifiedType(resugarTemplateParams(TT->getDecl()->getUnderlyingType(), Ctx), Q);
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
  } else if (std::optional<QualType> D = resugarDerived(Ty, Ctx)) {
    if (D->isNull())
      return T;
    R = *D;
  } else if (const auto *TS = dyn_cast<TemplateSpecializationType>(Ty)) {
    if (TS->isTypeAlias())
      return Ctx.getQualifiedType(resugarTemplateParams(TS->desugar(), Ctx), Q);
    std::vector<TemplateArgument> Args = resugarArgs(TS, Ctx);
    if (llvm::none_of(Args, [](const TemplateArgument &A) { return A.isDependent(); }))
      return T;
    R = Ctx.getTemplateSpecializationType(TS->getTemplateName(), Args, QualType());
  } else if (const auto *PT = dyn_cast<ParenType>(Ty)) {
    R = resugarTemplateParams(PT->getInnerType(), Ctx);
    if (Same(R, PT->getInnerType()))
      return T;
  } else if (const auto *UT = dyn_cast<UsingType>(Ty)) { // `using typename Base<T>::vec;`
    R = resugarTemplateParams(UT->getUnderlyingType(), Ctx);
    if (Same(R, UT->getUnderlyingType()))
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

} // namespace kt
