// operator() templated on the work tag: `template <int S> void operator()(Face<S>, int i, int j)`
// dispatched with MDRangePolicy<Rank<2>, Face<left>>, or `template <class Tag> void
// operator()(Tag, int i)`. As Kokkos' overload resolution does, the tag deduces the operator's
// template arguments; the kernel is then a template over the operator's parameters, emitted
// once from its source text and launched with the deduced arguments (kt_face_L9<0>).
#include "rewriters/recognise/AstUtil.h"
#include "rewriters/recognise/PolicyTypes.h"
#include "rewriters/recognise/Recognisers.h"
#include "rewriters/recognise/TemplateDispatch.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Sema/Sema.h"

#include <map>

using namespace clang;

namespace kt {

namespace {

/// Binds the template parameters in Param (the operator's tag parameter type) to the parts of
/// Tag; false when Tag does not match its shape.
bool deduce(QualType Param, QualType Tag, std::map<unsigned, TemplateArgument> &Out,
            ASTContext &Ctx) {
  Param = Param.getNonReferenceType().getUnqualifiedType();
  if (const auto *P = Param->getAs<TemplateTypeParmType>()) {
    Out[P->getIndex()] = TemplateArgument(Tag);
    return true;
  }
  const auto *TST = Param->getAs<TemplateSpecializationType>();
  const auto *S = dyn_cast_or_null<ClassTemplateSpecializationDecl>(Tag->getAsCXXRecordDecl());
  if (!TST || !S || !TST->getTemplateName().getAsTemplateDecl() ||
      TST->getTemplateName().getAsTemplateDecl()->getCanonicalDecl() !=
          S->getSpecializedTemplate()->getCanonicalDecl())
    return false;
  ArrayRef<TemplateArgument> PA = TST->template_arguments();
  const TemplateArgumentList &TA = S->getTemplateArgs();
  if (PA.size() != TA.size())
    return false;
  for (size_t I = 0; I < PA.size(); ++I) {
    const TemplateArgument &A = TA[I];
    if (PA[I].getKind() == TemplateArgument::Type && A.getKind() == TemplateArgument::Type) {
      if (!deduce(PA[I].getAsType(), A.getAsType(), Out, Ctx) &&
          !Ctx.hasSameType(PA[I].getAsType(), A.getAsType()))
        return false;
    } else if (PA[I].getKind() == TemplateArgument::Expression &&
               A.getKind() == TemplateArgument::Integral) {
      const auto *R = dyn_cast<DeclRefExpr>(PA[I].getAsExpr()->IgnoreParenImpCasts());
      const auto *N = R ? dyn_cast<NonTypeTemplateParmDecl>(R->getDecl()) : nullptr;
      if (!N)
        return false;
      Out[N->getIndex()] = A;
    } else {
      return false;
    }
  }
  return true;
}

/// The deduced argument as the launch spells it (`0`, `Scale`).
std::string deducedText(const TemplateArgument &A, ASTContext &Ctx) {
  if (A.getKind() == TemplateArgument::Type)
    return typeText(A.getAsType(), Ctx);
  return std::to_string(A.getAsIntegral().getExtValue());
}

/// FTD's arguments as Tag deduces them through its first parameter, in its parameter order;
/// empty when a parameter is not deduced or the tag does not match.
SmallVector<TemplateArgument, 4> deducedArguments(const FunctionTemplateDecl *FTD, QualType Tag,
                                                  ASTContext &Ctx) {
  const FunctionDecl *M = FTD->getTemplatedDecl();
  std::map<unsigned, TemplateArgument> Bound;
  if (M->getNumParams() == 0 || !deduce(M->getParamDecl(0)->getType(), Tag, Bound, Ctx))
    return {};
  SmallVector<TemplateArgument, 4> Args;
  for (unsigned PI = 0; PI < FTD->getTemplateParameters()->size(); ++PI) {
    auto It = Bound.find(PI);
    if (It == Bound.end())
      return {};
    Args.push_back(It->second);
  }
  return Args;
}

/// The same binding against the tag as a template writes it (Written: `Pass<A, B>`, dependent),
/// each argument spelled as written there (`A`); false when the shapes differ.
bool deduceWritten(QualType Param, QualType Written, std::map<unsigned, std::string> &Out,
                   ASTContext &Ctx) {
  Param = Param.getNonReferenceType().getUnqualifiedType();
  if (const auto *P = Param->getAs<TemplateTypeParmType>()) {
    Out[P->getIndex()] = typeText(Written, Ctx);
    return true;
  }
  const auto *PT = Param->getAs<TemplateSpecializationType>();
  const auto *WT = Written->getAs<TemplateSpecializationType>();
  const TemplateDecl *PD = PT ? PT->getTemplateName().getAsTemplateDecl() : nullptr;
  const TemplateDecl *WD = WT ? WT->getTemplateName().getAsTemplateDecl() : nullptr;
  if (!PD || !WD || PD->getCanonicalDecl() != WD->getCanonicalDecl())
    return false;
  ArrayRef<TemplateArgument> PA = PT->template_arguments(), WA = WT->template_arguments();
  if (PA.size() != WA.size())
    return false;
  for (size_t I = 0; I < PA.size(); ++I) {
    if (PA[I].getKind() == TemplateArgument::Type && WA[I].getKind() == TemplateArgument::Type) {
      if (!deduceWritten(PA[I].getAsType(), WA[I].getAsType(), Out, Ctx) &&
          !Ctx.hasSameType(PA[I].getAsType(), WA[I].getAsType()))
        return false;
      continue;
    }
    if (PA[I].getKind() != TemplateArgument::Expression ||
        WA[I].getKind() != TemplateArgument::Expression)
      return false;
    const auto *R = dyn_cast<DeclRefExpr>(PA[I].getAsExpr()->IgnoreParenImpCasts());
    const auto *N = R ? dyn_cast<NonTypeTemplateParmDecl>(R->getDecl()) : nullptr;
    std::string Text = sourceText(Ctx, WA[I].getAsExpr()->getSourceRange());
    if (!N || Text.empty())
      return false;
    Out[N->getIndex()] = Text;
  }
  return true;
}

/// Whether a call operator's index parameter of type T takes a team member (1), an index (0),
/// or cannot be told from the template's text (-1): `typename TeamPolicy<Tag<H>>::member_type`
/// is a member, `typename RangePolicy<...>::member_type` and integers are indices.
int takesTeamMember(QualType T) {
  T = T.getNonReferenceType().getUnqualifiedType();
  if (T->isIntegerType())
    return 0;
  if (const CXXRecordDecl *RD = T->getAsCXXRecordDecl(); RD && isKokkosDecl(RD))
    return 1;
  const auto *DN = T->getAs<DependentNameType>();
  const Type *Q = DN && DN->getQualifier() ? DN->getQualifier()->getAsType() : nullptr;
  const auto *TS = Q ? Q->getAs<TemplateSpecializationType>() : nullptr;
  const TemplateDecl *TD = TS ? TS->getTemplateName().getAsTemplateDecl() : nullptr;
  if (!TD || !isKokkosDecl(TD) || DN->getIdentifier()->getName() != "member_type")
    return -1;
  if (TD->getName() == "TeamPolicy")
    return 1;
  return TD->getName() == "RangePolicy" || TD->getName() == "MDRangePolicy" ? 0 : -1;
}

} // namespace

const CXXMethodDecl *selectTagTemplateOperator(const CXXRecordDecl *RD, size_t Arity,
                                               Kernel &K, RecogContext &RC) {
  if (RC.WorkTag.isNull() || !K.templateParams.empty())
    return nullptr;
  for (const Decl *D : RD->decls()) {
    const auto *FTD = dyn_cast<FunctionTemplateDecl>(D);
    const auto *M = FTD ? dyn_cast<CXXMethodDecl>(FTD->getTemplatedDecl()) : nullptr;
    if (!M || M->getOverloadedOperator() != OO_Call || !M->hasBody() ||
        M->getNumParams() != Arity + 1)
      continue;
    // The overload for this policy (TagNeighborBuild's range and team overloads in miniMD).
    if (int Team = takesTeamMember(M->getParamDecl(1)->getType());
        Team >= 0 && (Team == 1) != (K.policy.kind == PolicyKind::Team))
      continue;
    std::map<unsigned, TemplateArgument> Deduced;
    if (!deduce(M->getParamDecl(0)->getType(), RC.WorkTag, Deduced, RC.Ctx))
      continue;
    std::map<unsigned, std::string> Bound;
    for (const auto &[I, A] : Deduced)
      Bound[I] = deducedText(A, RC.Ctx);
    // Inside a template, the arguments as its dispatch writes the tag (one kernel for all of
    // its instantiations), where every one is spelled there.
    std::map<unsigned, std::string> Written;
    if (!RC.WrittenWorkTag.isNull() &&
        deduceWritten(M->getParamDecl(0)->getType(), RC.WrittenWorkTag, Written, RC.Ctx) &&
        Written.size() == Bound.size())
      Bound = Written;
    std::vector<TemplateParam> Params;
    std::vector<std::string> Args;
    SmallVector<TemplateArgument, 4> Concrete; // the specialization's arguments
    const TemplateParameterList *TPL = FTD->getTemplateParameters();
    for (unsigned PI = 0; PI < TPL->size(); ++PI) {
      const NamedDecl *P = TPL->getParam(PI);
      auto It = Bound.find(PI);
      if (It == Bound.end() || !Deduced.count(PI) || P->getName().empty())
        return nullptr; // not deduced from the tag (Kokkos could not call it either)
      if (const auto *T = dyn_cast<TemplateTypeParmDecl>(P))
        Params.push_back({T->wasDeclaredWithTypename() ? "typename" : "class", P->getName().str()});
      else if (const auto *N = dyn_cast<NonTypeTemplateParmDecl>(P))
        Params.push_back(
            {sourceText(RC.Ctx, N->getTypeSourceInfo()->getTypeLoc().getSourceRange()),
             P->getName().str()});
      else
        return nullptr;
      Args.push_back(It->second);
      Concrete.push_back(Deduced.at(PI));
    }
    K.templateParams = Params;
    K.templateArgs = Args;
    // A team overload: the specialization the dispatch calls, which
    // instantiateTagTemplateOperators made; its body's calls are resolved (the member's
    // `league_rank()`, nested TeamThreadRange loops), where the template's are dependent. Its
    // text is the template's.
    void *Pos = nullptr;
    const FunctionDecl *Spec =
        const_cast<FunctionTemplateDecl *>(FTD)->findSpecialization(Concrete, Pos);
    if (const FunctionDecl *Def = nullptr; Spec && Spec->hasBody(Def))
      return cast<CXXMethodDecl>(Def);
    return M;
  }
  return nullptr;
}

namespace {

/// The work tags among the template arguments of E's type, a TeamPolicy (isWorkTagArgument).
/// (A range operator's body is read from the template, as written: it holds no team
/// member calls, and its instantiation against the declaration-only API could fail where the
/// template parses.)
std::vector<QualType> workTagCandidates(const Expr *E) {
  const auto *S = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      E->getType().getNonReferenceType()->getAsCXXRecordDecl());
  std::vector<QualType> Tags;
  if (!S || !isKokkosDecl(S) || S->getName() != "TeamPolicy")
    return Tags;
  for (QualType T : policyTypeArguments(S))
    if (isWorkTagArgument(T))
      Tags.push_back(T);
  return Tags;
}

} // namespace

void instantiateTagTemplateOperators(Sema &S, const CallExpr *Call) {
  std::vector<QualType> Tags;
  for (const Expr *A : Call->arguments())
    for (QualType T : workTagCandidates(strip(A)))
      Tags.push_back(T);
  for (const Expr *A : Call->arguments()) {
    const auto *RD = strip(A)->getType().getNonReferenceType()->getAsCXXRecordDecl();
    if (!RD || isKokkosDecl(RD) || !RD->hasDefinition())
      continue;
    for (Decl *D : RD->getDefinition()->decls()) {
      auto *FTD = dyn_cast<FunctionTemplateDecl>(D);
      const auto *M = FTD ? dyn_cast<CXXMethodDecl>(FTD->getTemplatedDecl()) : nullptr;
      if (!M || M->getOverloadedOperator() != OO_Call || !M->hasBody())
        continue;
      for (QualType Tag : Tags) {
        SmallVector<TemplateArgument, 4> Args = deducedArguments(FTD, Tag, S.getASTContext());
        if (Args.empty())
          continue;
        void *Pos = nullptr;
        FunctionDecl *Spec = FTD->findSpecialization(Args, Pos);
        if (!Spec)
          Spec = S.InstantiateFunctionDeclaration(
              FTD, TemplateArgumentList::CreateCopy(S.getASTContext(), Args), Call->getBeginLoc());
        if (Spec && !Spec->isDefined())
          S.InstantiateFunctionDefinition(Call->getBeginLoc(), Spec, /*Recursive=*/true,
                                          /*DefinitionRequired=*/false, /*AtEndOfTU=*/true);
      }
    }
  }
}

} // namespace kt
