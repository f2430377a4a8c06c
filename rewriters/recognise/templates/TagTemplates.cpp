// operator() templated on the work tag: `template <int S> void operator()(Face<S>, int i, int j)`
// dispatched with MDRangePolicy<Rank<2>, Face<left>>, or `template <class Tag> void
// operator()(Tag, int i)`. As Kokkos' overload resolution does, the tag deduces the operator's
// template arguments; the kernel is then a template over the operator's parameters, emitted
// once from its source text and launched with the deduced arguments (kt_face_L9<0>).
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/policy/PolicyTypes.h"
#include "rewriters/recognise/Recognisers.h"
#include "rewriters/recognise/templates/TemplateDispatch.h"

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
  if (A.getIntegralType()->isBooleanType()) // `Tag<true>`: `1` is no `bool` argument to nvcc
    return A.getAsIntegral().getBoolValue() ? "true" : "false";
  return std::to_string(A.getAsIntegral().getExtValue());
}

/// The member template FTD is instantiated from, through every enclosing class template's
/// specialisation (`F<N>::operator()<S>` of `F<Half>`'s), or FTD itself: where it is written.
const FunctionTemplateDecl *writtenTemplate(const FunctionTemplateDecl *FTD) {
  while (const FunctionTemplateDecl *From = FTD->getInstantiatedFromMemberTemplate())
    FTD = From;
  return FTD;
}

/// The definition of FTD's operator() as written: in its class or after it (`template <class N>
/// template <bool S> void F<N>::operator()(Tag<S>, int i) const {...}`); null where none is.
const FunctionDecl *writtenDefinition(const FunctionTemplateDecl *FTD) {
  const FunctionDecl *Def = nullptr;
  return writtenTemplate(FTD)->getTemplatedDecl()->hasBody(Def) ? Def : nullptr;
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
  const TemplateDecl *TD = kokkosMemberTypeOwner(T);
  if (!TD)
    return -1;
  if (TD->getName() == "TeamPolicy")
    return 1;
  return TD->getName() == "RangePolicy" || TD->getName() == "MDRangePolicy" ? 0 : -1;
}

/// The kernel template's parameters for FTD's operator(), whose tag parameter Deduced binds,
/// and the launch's argument for each: as the dispatch writes the tag where it is in a template
/// (one kernel for all of its instantiations) and every argument is spelled there, else as
/// deduced; Concrete: the specialisation's arguments. False where one is not deduced from the
/// tag (Kokkos could not call it either).
bool tagTemplateHead(const FunctionTemplateDecl *FTD,
                     const std::map<unsigned, TemplateArgument> &Deduced, RecogContext &RC,
                     std::vector<TemplateParam> &Params, std::vector<std::string> &Args,
                     SmallVector<TemplateArgument, 4> &Concrete) {
  std::map<unsigned, std::string> Bound, Written;
  for (const auto &[I, A] : Deduced)
    Bound[I] = deducedText(A, RC.Ctx);
  // The tag parameter as written (`Tag<S>` of the class template, where the dispatch's
  // `Tag<true>` names the same member template).
  const FunctionDecl *Pattern = writtenTemplate(FTD)->getTemplatedDecl();
  if (!RC.WrittenWorkTag.isNull() && Pattern->getNumParams() > 0 &&
      deduceWritten(Pattern->getParamDecl(0)->getType(), RC.WrittenWorkTag, Written, RC.Ctx) &&
      Written.size() == Bound.size())
    Bound = Written;
  const TemplateParameterList *TPL = FTD->getTemplateParameters();
  for (unsigned PI = 0; PI < TPL->size(); ++PI) {
    const NamedDecl *P = TPL->getParam(PI);
    auto It = Bound.find(PI);
    if (It == Bound.end() || !Deduced.count(PI) || P->getName().empty())
      return false;
    if (const auto *T = dyn_cast<TemplateTypeParmDecl>(P))
      Params.push_back({T->wasDeclaredWithTypename() ? "typename" : "class", P->getName().str()});
    else if (const auto *N = dyn_cast<NonTypeTemplateParmDecl>(P))
      Params.push_back(
          {sourceText(RC.Ctx, N->getTypeSourceInfo()->getTypeLoc().getSourceRange()),
           P->getName().str()});
    else
      return false;
    Args.push_back(It->second);
    Concrete.push_back(Deduced.at(PI));
  }
  return true;
}

/// The operator() whose body the kernel reads: the specialisation the dispatch calls, where
/// instantiateTagTemplateOperators made it (a team overload: its body's calls are resolved, the
/// member's `league_rank()`, nested TeamThreadRange loops, where the template's are dependent;
/// and any member template of a class template's specialisation, whose own declaration has no
/// body); its text is the template's. Else the template (M) as written; null where it has none.
const CXXMethodDecl *operatorCalled(const FunctionTemplateDecl *FTD, const CXXMethodDecl *M,
                                    ArrayRef<TemplateArgument> Concrete) {
  void *Pos = nullptr;
  const FunctionDecl *Spec =
      const_cast<FunctionTemplateDecl *>(FTD)->findSpecialization(Concrete, Pos);
  if (const FunctionDecl *Def = nullptr; Spec && Spec->hasBody(Def))
    return cast<CXXMethodDecl>(Def);
  return writtenTemplate(FTD) == FTD ? M : nullptr;
}

} // namespace

const CXXMethodDecl *selectTagTemplateOperator(const CXXRecordDecl *RD, size_t Arity,
                                               Kernel &K, RecogContext &RC) {
  // A class template's functor: the kernel is a template over the class's parameters already
  // (functorTemplate), and becomes one over the operator's after them.
  if (RC.WorkTag.isNull() ||
      (!K.templateParams.empty() && !isa<ClassTemplateSpecializationDecl>(RD)))
    return nullptr;
  for (const Decl *D : RD->decls()) {
    const auto *FTD = dyn_cast<FunctionTemplateDecl>(D);
    const auto *M = FTD ? dyn_cast<CXXMethodDecl>(FTD->getTemplatedDecl()) : nullptr;
    if (!M || M->getOverloadedOperator() != OO_Call || !writtenDefinition(FTD) ||
        M->getNumParams() != Arity + 1)
      continue;
    // The overload for this policy (TagNeighborBuild's range and team overloads in miniMD).
    if (int Team = takesTeamMember(M->getParamDecl(1)->getType());
        Team >= 0 && (Team == 1) != (K.policy.kind == PolicyKind::Team))
      continue;
    std::map<unsigned, TemplateArgument> Deduced;
    if (!deduce(M->getParamDecl(0)->getType(), RC.WorkTag, Deduced, RC.Ctx))
      continue;
    std::vector<TemplateParam> Params;
    std::vector<std::string> Args;
    SmallVector<TemplateArgument, 4> Concrete;
    if (!tagTemplateHead(FTD, Deduced, RC, Params, Args, Concrete))
      return nullptr;
    const CXXMethodDecl *Op = operatorCalled(FTD, M, Concrete);
    if (!Op)
      return nullptr;
    K.templateParams.insert(K.templateParams.end(), Params.begin(), Params.end());
    K.templateArgs.insert(K.templateArgs.end(), Args.begin(), Args.end());
    return Op;
  }
  return nullptr;
}

namespace {

/// The work tags among the template arguments of E's type, a Kokkos policy
/// (isWorkTagArgument); Team: it is a TeamPolicy.
std::vector<QualType> workTagCandidates(const Expr *E, bool &Team) {
  const auto *S = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      E->getType().getNonReferenceType()->getAsCXXRecordDecl());
  std::vector<QualType> Tags;
  if (!S || !isKokkosDecl(S) || !S->getName().ends_with("Policy"))
    return Tags;
  Team = S->getName() == "TeamPolicy";
  for (QualType T : policyTypeArguments(S))
    if (isWorkTagArgument(T))
      Tags.push_back(T);
  return Tags;
}

/// The specialisation of FTD that Tag deduces, with its body instantiated.
void instantiateFor(Sema &S, FunctionTemplateDecl *FTD, QualType Tag, const CallExpr *Call) {
  SmallVector<TemplateArgument, 4> Args = deducedArguments(FTD, Tag, S.getASTContext());
  if (Args.empty())
    return;
  void *Pos = nullptr;
  FunctionDecl *Spec = FTD->findSpecialization(Args, Pos);
  if (!Spec)
    Spec = S.InstantiateFunctionDeclaration(
        FTD, TemplateArgumentList::CreateCopy(S.getASTContext(), Args), Call->getBeginLoc());
  if (Spec && !Spec->isDefined())
    S.InstantiateFunctionDefinition(Call->getBeginLoc(), Spec, /*Recursive=*/true,
                                    /*DefinitionRequired=*/false, /*AtEndOfTU=*/true);
}

} // namespace

bool dispatchCallsOperator(const CallExpr *Call, const CXXMethodDecl *M) {
  std::vector<QualType> Tags;
  for (const Expr *A : Call->arguments()) {
    bool Team = false;
    for (QualType T : workTagCandidates(strip(A), Team))
      Tags.push_back(T);
  }
  if (Tags.empty())
    return true;
  if (M->getNumParams() == 0)
    return false;
  const QualType P = M->getParamDecl(0)->getType().getNonReferenceType().getUnqualifiedType();
  const auto *PD = P->getAsCXXRecordDecl();
  return P->isDependentType() || llvm::any_of(Tags, [&](QualType T) {
           const auto *TD = T->getAsCXXRecordDecl();
           return M->getASTContext().hasSameUnqualifiedType(P, T) ||
                  (PD && TD && TD->hasDefinition() && TD->isDerivedFrom(PD));
         });
}

/// A team policy's tags, and any policy's for a member template of a class template's
/// specialisation (whose declaration there has no body to read). A range operator of a plain
/// class is read from the template, as written: it holds no team member calls, and its
/// instantiation against the declaration-only API could fail where the template parses.
void instantiateTagTemplateOperators(Sema &S, const CallExpr *Call) {
  std::vector<std::pair<QualType, bool>> Tags; // a tag, and whether of a team policy
  for (const Expr *A : Call->arguments()) {
    bool Team = false;
    for (QualType T : workTagCandidates(strip(A), Team))
      Tags.push_back({T, Team});
  }
  for (const Expr *A : Call->arguments()) {
    const auto *RD = strip(A)->getType().getNonReferenceType()->getAsCXXRecordDecl();
    if (!RD || isKokkosDecl(RD) || !RD->hasDefinition())
      continue;
    for (Decl *D : RD->getDefinition()->decls()) {
      auto *FTD = dyn_cast<FunctionTemplateDecl>(D);
      const auto *M = FTD ? dyn_cast<CXXMethodDecl>(FTD->getTemplatedDecl()) : nullptr;
      if (!M || M->getOverloadedOperator() != OO_Call || !writtenDefinition(FTD))
        continue;
      for (const auto &[Tag, Team] : Tags)
        if (Team || writtenTemplate(FTD) != FTD)
          instantiateFor(S, FTD, Tag, Call);
    }
  }
}

} // namespace kt
