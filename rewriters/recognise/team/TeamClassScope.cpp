// Class-scope names and types in a kernel body (a member alias, an enumerator of the functor's
// class): spelled from namespace scope, where the kernel is defined; and names of other
// namespaces than the kernel's, used unqualified, spelled with their namespaces (the body
// recogniser's visitor, TeamOpsCollector.h).
#include "rewriters/recognise/team/TeamOpsCollector.h"
#include "rewriters/recognise/templates/TemplateDispatch.h"

namespace kt::teamops {

namespace {

/// The value of an enumerator the kernel cannot spell (of a class template that follows the
/// kernel, or a hidden one), when it is the same in every instantiation: its enumeration's
/// pattern has no value that depends on the template's parameters. An enumerator is a constant,
/// so the kernel uses its value (`100000 /* N */`).
std::optional<std::string> constantEnumerator(const NamedDecl *D) {
  const auto *EC = dyn_cast<EnumConstantDecl>(D);
  if (!EC)
    return std::nullopt;
  const auto *ED = cast<EnumDecl>(EC->getDeclContext());
  if (const EnumDecl *Pattern = ED->getInstantiatedFromMemberEnum()) {
    for (const EnumConstantDecl *P : Pattern->enumerators())
      if (const Expr *I = P->getInitExpr(); I && (I->isValueDependent() || I->isTypeDependent()))
        return std::nullopt;
  } else if (ED->isDependentContext()) {
    return std::nullopt;
  }
  const llvm::APSInt &V = EC->getInitVal();
  const std::string T = llvm::toString(V, 10);
  return V.isNegative() ? "(" + T + ")" : T;
}

} // namespace

/// A class-scope type (`shared_1d_int`, a member alias of the functor's class) is spelled
/// from namespace scope too; a class template's member types keep the user's spelling.
bool Collector::VisitElaboratedTypeLoc(ElaboratedTypeLoc T) {
  TypeLoc N = T.getNamedTypeLoc();
  const NamedDecl *D = nullptr;
  if (auto TT = N.getAs<TypedefTypeLoc>())
    D = TT.getTypedefNameDecl();
  else if (auto TG = N.getAs<TagTypeLoc>())
    D = TG.getDecl();
  else if (auto TS = N.getAs<TemplateSpecializationTypeLoc>())
    D = TS.getTypePtr()->getTemplateName().getAsTemplateDecl();
  const bool Written = bool(T.getQualifierLoc());
  if (Written)
    qualifyClassQualifierRoot(T.getQualifierLoc());
  if (D && !Written && !isa<CXXRecordDecl>(D->getDeclContext()))
    qualifyNamespaceName(D, N.getBeginLoc());
  else if (D && !isa<CXXRecordDecl>(D->getDeclContext()))
    qualifyQualifierRoot(T.getQualifierLoc());
  const auto *RD = D ? dyn_cast<CXXRecordDecl>(D->getDeclContext()) : nullptr;
  if (!RD)
    return true;
  if (RD->isDependentContext()) {
    if (!Written)
      qualifyPatternMember(D, RD, N.getBeginLoc());
    return true;
  }
  SourceLocation From = Written ? T.getQualifierLoc().getBeginLoc() : N.getBeginLoc();
  if (Written && hiddenMember(D) && T.getElaboratedKeywordLoc().isValid())
    From = T.getElaboratedKeywordLoc(); // `typename Box<T>::scalar`: all of it is replaced
  const size_t Ops = B.ops.size();
  qualifyClassScope(D, classScopeType(D, Written, RC.Ctx), From, N.getBeginLoc(), true);
  if (isa<TemplateDecl>(D))
    memberTemplateName(Ops, /*IsType=*/!Written || T.getElaboratedKeywordLoc().isInvalid());
  return true;
}

/// The op qualifyClassScope added after the first Ops names a member template of a class
/// (`trait<T>`, `template <class U> using trait = ...;` in the functor's class, or a static
/// member function template called `check<int>(x)`): spelled `F<T, Tag>::template trait`, with
/// `typename` before it where it is a type (C++11 allows `template` there also where the
/// qualifier does not depend on a template parameter).
void Collector::memberTemplateName(size_t Ops, bool IsType) {
  if (B.ops.size() <= Ops)
    return;
  std::string &T = B.ops.back()->text;
  const size_t Q = T.rfind("::");
  if (Q == std::string::npos || T.compare(Q + 2, 9, "template ") == 0)
    return;
  T.insert(Q + 2, "template ");
  const bool Typename = T.rfind("typename ", 0) == 0;
  if (IsType && !Typename)
    T.insert(0, "typename ");
  else if (!IsType && Typename)
    T.erase(0, 9);
}

/// A member type of a class template that the kernel is a template over, used unqualified
/// in the template's own code (a non-dependent alias, `using size_type = view_type::
/// size_type;`, which instantiation leaves naming the template's member): spelled
/// `typename F<P...>::size_type` through the kernel's template parameters.
/// A qualifier whose first name is a member alias of a class, written unqualified (`typename
/// shmem_space::size_type` in the functor's class template): that name is spelled from
/// namespace scope as a class-scope type is.
void Collector::qualifyClassQualifierRoot(NestedNameSpecifierLoc Q) {
  while (Q.getPrefix())
    Q = Q.getPrefix();
  const TypeLoc TL = Q ? Q.getTypeLoc() : TypeLoc();
  if (qualifyMemberTemplateRoot(Q))
    return;
  const auto TT = TL ? TL.getAs<TypedefTypeLoc>() : TypedefTypeLoc();
  if (!TT)
    return;
  const TypedefNameDecl *D = TT.getTypedefNameDecl();
  const auto *RD = dyn_cast<CXXRecordDecl>(D->getDeclContext());
  if (!RD)
    return;
  if (RD->isDependentContext())
    qualifyPatternMember(D, RD, TT.getBeginLoc(), true);
  else {
    ClassScopeUse U = classScopeType(D, false, RC.Ctx); // `typename` is written before it
    if (U.qualified.rfind("typename ", 0) == 0)
      U.qualified.erase(0, 9);
    qualifyClassScope(D, U, TT.getBeginLoc(), TT.getBeginLoc(), /*IsType=*/false);
  }
}

/// A qualifier whose first name is a member template of a class, written unqualified
/// (`trait<T>::value`, `template <class U> using trait = ...;` in the functor's class):
/// spelled `F<T, Tag>::template trait`. Whether Q's root is one.
bool Collector::qualifyMemberTemplateRoot(NestedNameSpecifierLoc Q) {
  while (Q && Q.getPrefix())
    Q = Q.getPrefix();
  const TypeLoc TL = Q ? Q.getTypeLoc() : TypeLoc();
  const auto TS = TL ? TL.getAs<TemplateSpecializationTypeLoc>() : TemplateSpecializationTypeLoc();
  const TemplateDecl *D = TS ? TS.getTypePtr()->getTemplateName().getAsTemplateDecl() : nullptr;
  const auto *RD = D ? dyn_cast<CXXRecordDecl>(D->getDeclContext()) : nullptr;
  if (!RD)
    return false;
  const size_t Ops = B.ops.size();
  if (RD->isDependentContext())
    qualifyPatternMember(D, RD, TS.getTemplateNameLoc(), /*InQualifier=*/true);
  else
    qualifyClassScope(D, classScopeType(D, false, RC.Ctx), TS.getTemplateNameLoc(),
                      TS.getTemplateNameLoc(), /*IsType=*/false);
  memberTemplateName(Ops, /*IsType=*/false);
  return true;
}

/// InQualifier: the name begins a qualifier whose `typename` is written before it.
void Collector::qualifyPatternMember(const NamedDecl *D, const CXXRecordDecl *RD, SourceLocation Name,
                                     bool InQualifier) {
  const std::optional<std::string> Owner = TemplateSpelling::spelledPattern(RD);
  if (!Owner)
    return; // the user's spelling, as before
  ClassScopeUse U;
  U.classScope = true;
  U.owner = *Owner;
  if (D->getAccess() == AS_public || D->getAccess() == AS_none)
    U.qualified = (InQualifier ? "" : "typename ") + U.owner + "::" + D->getNameAsString();
  qualifyClassScope(D, U, Name, Name, /*IsType=*/!InQualifier);
}

/// A class-scope name (`left`, an enumerator of the functor's class) is spelled from
/// namespace scope (`System::left`): the kernel is defined outside the class. When the kernel
/// precedes the class (the dispatch is in it), the name goes through a template parameter
/// standing for the class (`kt_System::left`, RC.LaterClasses).
void Collector::qualifyClassScopeName(const DeclRefExpr *D) {
  if (D->getDecl()->getDeclName().isIdentifier() &&
      !isa<CXXRecordDecl>(D->getDecl()->getDeclContext())) {
    if (!D->hasQualifier())
      qualifyNamespaceName(D->getDecl(), D->getLocation());
    else
      qualifyQualifierRoot(D->getQualifierLoc());
  }
  if (D->hasQualifier())
    qualifyMemberTemplateRoot(D->getQualifierLoc());
  ClassScopeUse U = classScopeUse(D, RC.Ctx);
  if (!U.classScope)
    return;
  const size_t Ops = B.ops.size();
  qualifyClassScope(D->getDecl(), U,
                    U.written ? D->getQualifierLoc().getBeginLoc() : D->getLocation(),
                    D->getLocation(), false);
  // `check<int>(x)`, a static member template of a class template, from the kernel: its
  // qualifier (`F<Space>::`, `kt_F::`) depends on the kernel's parameters.
  if (D->hasExplicitTemplateArgs())
    memberTemplateName(Ops, /*IsType=*/false);
}

/// The class template whose member D is, when the dispatch being recognised is in that class
/// template's own member function (whose launch can name the class through its parameters).
const CXXRecordDecl *Collector::enclosingClassTemplate(const NamedDecl *D) const {
  const auto *RD = dyn_cast<CXXRecordDecl>(D->getDeclContext());
  const auto Of = [](const CXXRecordDecl *R) -> const ClassTemplateDecl * {
    if (const auto *S = dyn_cast_or_null<ClassTemplateSpecializationDecl>(R))
      return S->getSpecializedTemplate();
    return R ? R->getDescribedClassTemplate() : nullptr;
  };
  const ClassTemplateDecl *CT = Of(RD);
  if (!CT || !RC.Instantiation)
    return nullptr;
  for (const DeclContext *C = RC.Instantiation->getDeclContext(); C; C = C->getParent())
    if (const auto *R = dyn_cast<CXXRecordDecl>(C); R && Of(R) == CT)
      return RD;
  return nullptr;
}

/// Replaces [From, Name] by the spelling of a class-scope name or type from where the kernel
/// is defined, or reports KT1031 where it has none.
void Collector::qualifyClassScope(const NamedDecl *Decl, const ClassScopeUse &U, SourceLocation From,
                                  SourceLocation Name, bool IsType) {
  auto [Bg, En] = fileOffsets(RC.Ctx, SourceRange(From, Name));
  const SourceManager &SM = RC.Ctx.getSourceManager();
  const SourceLocation At = SM.getExpansionLoc(Decl->getLocation());
  const bool After = SM.getFileID(At) == RC.KernelAt.first &&
                     SM.getFileOffset(At) >= RC.KernelAt.second; // declared after the kernel
  const bool Hidden = hiddenMember(Decl); // private or protected: never visible there
  if (U.written && !After && !Hidden)
    return; // visible where the kernel is, as written
  for (const auto &O : B.ops) // `Index x, y;`: both declarators share the written type
    if (O->kind == BodyOp::Kind::Rename && O->offset == Bg - Base)
      return;
  // A member alias that the kernel cannot name (private, also where the body qualifies it, or
  // of a class template that follows the kernel: the dispatch is in a member function defined
  // in it) is spelled as what it stands for, through the kernel template's parameters (`T`,
  // `kt::View<T *>`), unless that names a type the kernel cannot name either; also one that
  // begins a qualifier (`typename t_list::row` with a private `typedef typename N::t_list
  // t_list;`: `typename N::t_list::row`, the `typename` written before it kept).
  std::string Alias;
  if (isa<TypedefNameDecl>(Decl) &&
      (Hidden || (!U.written && TemplateSpelling::active() && templateMemberAfterKernel(Decl)))) {
    const QualType A = cast<TypedefNameDecl>(Decl)->getUnderlyingType();
    if (!findTagIn(A, [](const TagDecl *D) {
          return hiddenMember(D) || afterKernel(D) || templateMemberAfterKernel(D);
        }))
      Alias = typeText(RC.Ctx.getTypeDeclType(cast<TypeDecl>(Decl)), RC.Ctx);
    if (!IsType && Alias.rfind("typename ", 0) == 0)
      Alias.erase(0, 9);
  }
  // A class template after the kernel: through a parameter (`kt_Shifted`) when the dispatch is
  // in its own code, whose launch names the specialisation as U.owner spells it.
  const CXXRecordDecl *Enclosing = After ? enclosingClassTemplate(Decl) : nullptr;
  const bool LaterTemplate = After && U.owner.find('<') != std::string::npos && !Enclosing;
  if ((U.qualified.empty() || LaterTemplate) && Alias.empty()) // no spelling: a constant's value
    if (std::optional<std::string> V = constantEnumerator(Decl))
      Alias = *V + " /* " + Decl->getNameAsString() + " */";
  if (((U.qualified.empty() || LaterTemplate) && Alias.empty()) || En <= Bg || Bg < Base ||
      Name.isMacroID() || From.isMacroID()) {
    RC.Diags.error(Name, DiagId::ClassScopeName,
                   "'" + Decl->getNameAsString() + "' is declared in a class, but "
                   "the kernel is defined outside it, where this name is not visible and "
                   "cannot be spelled (it is not public, or its class is local or a "
                   "template); declare it at namespace scope or copy it into a local " +
                       (IsType || isa<TypeDecl>(Decl) ? "alias" : "constant") +
                       " before the dispatch");
    return;
  }
  auto Op = std::make_unique<BodyOp>();
  Op->kind = BodyOp::Kind::Rename;
  Op->offset = Bg - Base;
  Op->length = En - Bg;
  Op->text = Alias.empty() ? U.qualified : Alias;
  if (After && Alias.empty()) {
    std::string Param = "kt_" + (Enclosing ? Enclosing->getNameAsString() : U.owner);
    for (size_t I = 0; (I = Param.find("::", I)) != std::string::npos;)
      Param.replace(I, 2, "_");
    if (llvm::find_if(RC.LaterClasses, [&](const auto &P) { return P.first == Param; }) ==
        RC.LaterClasses.end())
      RC.LaterClasses.push_back({Param, U.owner});
    Op->text = (IsType ? "typename " : "") + Param + "::" + Decl->getNameAsString();
  }
  B.ops.push_back(std::move(Op));
}

namespace {

/// The innermost namespace whose braces hold the offset At of its file (the translation unit
/// where none does).
const DeclContext *namespaceAt(const ASTContext &Ctx, std::pair<FileID, unsigned> At) {
  const SourceManager &SM = Ctx.getSourceManager();
  const DeclContext *In = Ctx.getTranslationUnitDecl();
  for (bool Deeper = true; Deeper;) {
    Deeper = false;
    for (const Decl *D : In->decls()) {
      const auto *NS = dyn_cast<NamespaceDecl>(D);
      if (!NS || NS->getRBraceLoc().isInvalid())
        continue;
      const SourceLocation B = SM.getExpansionLoc(NS->getBeginLoc()),
                           E = SM.getExpansionLoc(NS->getRBraceLoc());
      if (SM.getFileID(B) == At.first && SM.getFileID(E) == At.first &&
          SM.getFileOffset(B) < At.second && At.second <= SM.getFileOffset(E)) {
        In = NS;
        Deeper = true;
        break;
      }
    }
  }
  return In;
}

/// The namespace whose members D's unqualified name is looked up among, or null where D is not
/// a namespace's member (a local, a class member, a template parameter).
const DeclContext *namespaceOf(const NamedDecl *D) {
  const DeclContext *N = D->getDeclContext();
  if (const auto *E = dyn_cast<EnumDecl>(N); E && !E->isScoped())
    N = N->getParent(); // an unscoped enumerator is a member of the enum's scope
  return N && N->isFileContext() ? N : nullptr;
}

} // namespace

void Collector::qualifyQualifierRoot(NestedNameSpecifierLoc Q) {
  while (Q.getPrefix())
    Q = Q.getPrefix();
  const NestedNameSpecifier *S = Q.getNestedNameSpecifier();
  const NamedDecl *D = nullptr;
  if (!S)
    return;
  if (S->getAsNamespace())
    D = S->getAsNamespace();
  else if (S->getAsNamespaceAlias())
    D = S->getAsNamespaceAlias();
  else if (const Type *T = S->getAsType())
    D = T->getAsTagDecl();
  if (D)
    qualifyNamespaceName(D, Q.getLocalBeginLoc());
}

void Collector::qualifyNamespaceName(const NamedDecl *D, SourceLocation Name) {
  const DeclContext *N = namespaceOf(D);
  if (!N || N->isTranslationUnit() || Name.isInvalid() || Name.isMacroID() || isKokkosDecl(D) ||
      RC.Ctx.getSourceManager().isInSystemHeader(D->getLocation()))
    return;
  if (!KernelNamespace)
    KernelNamespace = namespaceAt(RC.Ctx, RC.KernelAt);
  const DeclContext *Visible = N; // members of unnamed and inline namespaces are seen outside
  while (const auto *NS = dyn_cast<NamespaceDecl>(Visible))
    if (NS->isAnonymousNamespace() || NS->isInline())
      Visible = Visible->getParent();
    else
      break;
  if (Visible->isTranslationUnit() || Visible->getPrimaryContext()->Encloses(KernelNamespace))
    return; // visible where the kernel is defined
  std::string Qualifier;
  for (const DeclContext *C = Visible; C && !C->isTranslationUnit(); C = C->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(C); NS && !NS->isAnonymousNamespace() && !NS->isInline())
      Qualifier = NS->getNameAsString() + "::" + Qualifier;
  auto [Bg, En] = fileOffsets(RC.Ctx, SourceRange(Name, Name));
  if (En <= Bg || Bg < Base)
    return;
  for (const auto &O : B.ops)
    if (O->offset == Bg - Base)
      return;
  auto Op = std::make_unique<BodyOp>();
  Op->kind = BodyOp::Kind::Rename;
  Op->offset = Bg - Base;
  Op->length = En - Bg;
  Op->text = Qualifier + sourceText(RC.Ctx, SourceRange(Name, Name));
  B.ops.push_back(std::move(Op));
}

} // namespace kt::teamops
