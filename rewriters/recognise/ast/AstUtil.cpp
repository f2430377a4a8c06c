#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/ast/TemplateSpelling.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/QualTypeNames.h"
#include <algorithm>
#include <set>
#include "rewriters/recognise/ast/Visitor.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/raw_ostream.h"

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

static thread_local std::function<bool(const Decl *)> *UserFiles = nullptr;

UserFilesScope::UserFilesScope(std::function<bool(const Decl *)> IsUser) {
  UserFiles = new std::function<bool(const Decl *)>(std::move(IsUser));
}
UserFilesScope::~UserFilesScope() {
  delete UserFiles;
  UserFiles = nullptr;
}
bool UserFilesScope::isUser(const Decl *D) { return UserFiles && D && (*UserFiles)(D); }

/// A namespace below Kokkos that only the user's files open (`Kokkos::Test::Tools` of a test
/// utility header) is the user's, as are the declarations in it.
static bool userNamespace(const NamespaceDecl *NS) {
  return llvm::all_of(NS->redecls(),
                      [](const NamespaceDecl *R) { return UserFilesScope::isUser(R); });
}

bool isKokkosRootNamespace(const NamespaceDecl *N) {
  // desul: the atomics library Kokkos 4 ships and builds on, a namespace of its own there
  // (the bundled API makes it an alias of Kokkos::desul).
  return N && isa<TranslationUnitDecl>(N->getParent()) &&
         (N->getName() == "Kokkos" || (N->getName() == "desul" && !userNamespace(N)));
}

bool isKokkosDecl(const Decl *D) {
  const NamespaceDecl *N = D ? outermostNamespace(D, nullptr) : nullptr;
  if (!isKokkosRootNamespace(N))
    return false;
  if (const auto *NS = dyn_cast<NamespaceDecl>(D))
    return !userNamespace(NS);
  return !UserFilesScope::isUser(D);
}

const TemplateDecl *kokkosMemberTypeOwner(QualType T) {
  const auto *DN = T.getNonReferenceType()->getAs<DependentNameType>();
  const Type *Q = DN && DN->getQualifier() ? DN->getQualifier()->getAsType() : nullptr;
  const auto *TS = Q ? Q->getAs<TemplateSpecializationType>() : nullptr;
  const TemplateDecl *TD = TS ? TS->getTemplateName().getAsTemplateDecl() : nullptr;
  return TD && isKokkosDecl(TD) && DN->getIdentifier()->getName() == "member_type" ? TD : nullptr;
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

std::string spelledQualifiedName(const NamedDecl *D) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  PrintingPolicy PP(D->getASTContext().getLangOpts());
  PP.SuppressUnwrittenScope = true;
  D->printQualifiedName(OS, PP);
  return OS.str();
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

FileID fileOfRange(const ASTContext &Ctx, SourceRange R) {
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange CR = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(R), SM,
                                                Ctx.getLangOpts());
  return CR.isValid() ? SM.getFileID(CR.getBegin()) : FileID();
}

/// U for Name, declared by Member in class RD: a class-scope use, spelled from namespace scope
/// (RD::Name) when Member, RD and its enclosing classes are public and none is local, unnamed
/// or a template. A specialisation of a class template (a functor `F<V>`) is spelled with its
/// arguments (`F<kt::View<double *>>::Name`), not as the bare template name.
static ClassScopeUse spellFromNamespace(const CXXRecordDecl *RD, const Decl *Member,
                                        const NamedDecl *Name, ClassScopeUse U,
                                        const ASTContext &Ctx) {
  if (!RD)
    return U;
  U.classScope = true;
  if (Member->getAccess() != AS_public && Member->getAccess() != AS_none)
    return U;
  // A static member or enumerator in the class template's own code (its types: the body
  // recogniser's qualifyPatternMember).
  if (!isa<TypeDecl>(Name))
    if (std::optional<std::string> P = TemplateSpelling::spelledPattern(RD)) {
      U.owner = *P;
      U.qualified = *P + "::" + Name->getNameAsString();
      return U;
    }
  for (const DeclContext *C = RD; C && isa<CXXRecordDecl>(C); C = C->getParent()) {
    const auto *R = cast<CXXRecordDecl>(C);
    if (R->isLocalClass() || R->isDependentContext() || R->getIdentifier() == nullptr ||
        (R->getAccess() != AS_public && R->getAccess() != AS_none))
      return U;
  }
  U.owner = spelledQualifiedName(RD);
  bool Dependent = false;
  for (const DeclContext *C = RD; C && isa<CXXRecordDecl>(C); C = C->getParent())
    if (isa<ClassTemplateSpecializationDecl>(C)) {
      U.owner = typeText(Ctx.getRecordType(RD), Ctx);
      if (auto P = TemplateSpelling::spelled(dyn_cast<ClassTemplateSpecializationDecl>(RD)))
        U.owner = *P, Dependent = true; // in its kernel template: through its parameters
      break;
    }
  U.qualified = (Dependent && isa<TypeDecl>(Name) ? "typename " : "") + U.owner + "::" +
                Name->getNameAsString();
  return U;
}

ClassScopeUse classScopeUse(const DeclRefExpr *E, const ASTContext &Ctx) {
  ClassScopeUse U;
  const ValueDecl *D = E->getDecl();
  const auto *V = dyn_cast<VarDecl>(D);
  const auto *M = dyn_cast<CXXMethodDecl>(D);
  if (!(isa<EnumConstantDecl>(D) || (V && V->isStaticDataMember()) || (M && M->isStatic())))
    return U;
  U.written = E->hasQualifier();
  const Decl *Member = D; // the member of the class: the enum for an enumerator
  const DeclContext *DC = D->getDeclContext();
  if (const auto *ED = dyn_cast<EnumDecl>(DC)) {
    if (ED->isScoped())
      return U;
    Member = ED;
    DC = ED->getDeclContext();
  }
  return spellFromNamespace(dyn_cast<CXXRecordDecl>(DC), Member, D, U, Ctx);
}

ClassScopeUse classScopeType(const NamedDecl *T, bool Written, const ASTContext &Ctx) {
  ClassScopeUse U;
  U.written = Written;
  return spellFromNamespace(dyn_cast<CXXRecordDecl>(T->getDeclContext()), T, T, U, Ctx);
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

bool isFunctionLocal(const Decl *D) {
  for (const DeclContext *C = D ? D->getDeclContext() : nullptr; C; C = C->getParent())
    if (C->isFunctionOrMethod())
      return true;
  return false;
}

namespace {
/// Whether an expression names a variable declared inside a function.
struct NamesLocalVar : Visitor {
  bool Found = false;
  bool VisitDeclRefExpr(DeclRefExpr *E) override {
    Found = Found || (isa<VarDecl>(E->getDecl()) && isFunctionLocal(E->getDecl()));
    return !Found;
  }
};

QualType desugarLocal(QualType T, ASTContext &Ctx);

/// A template argument with function-local aliases resolved and function-local constants
/// replaced by their values; Changed is set when it differs from A.
TemplateArgument desugarLocalArg(const TemplateArgument &A, ASTContext &Ctx, bool &Changed) {
  switch (A.getKind()) {
  case TemplateArgument::Type: {
    QualType N = desugarLocal(A.getAsType(), Ctx);
    if (N == A.getAsType())
      return A;
    Changed = true;
    return TemplateArgument(N);
  }
  case TemplateArgument::Expression: {
    NamesLocalVar V;
    V.TraverseStmt(A.getAsExpr());
    Expr::EvalResult R;
    const Expr *E = A.getAsExpr();
    if (!V.Found || E->isValueDependent() || !E->EvaluateAsInt(R, Ctx))
      return A;
    Changed = true;
    return TemplateArgument(Ctx, R.Val.getInt(), E->getType());
  }
  case TemplateArgument::Pack: {
    std::vector<TemplateArgument> Elems;
    for (const TemplateArgument &P : A.pack_elements())
      Elems.push_back(desugarLocalArg(P, Ctx, Changed));
    return TemplateArgument::CreatePackCopy(Ctx, Elems);
  }
  default:
    return A;
  }
}

bool localQualifier(const NestedNameSpecifier *N, ASTContext &Ctx) {
  for (; N; N = N->getPrefix())
    if (const Type *Q = N->getAsType())
      if (desugarLocal(QualType(Q, 0), Ctx) != QualType(Q, 0))
        return true;
  return false;
}

/// T with every alias or typedef declared inside a function replaced by what it stands for.
QualType desugarLocal(QualType T, ASTContext &Ctx) {
  if (T.isNull())
    return T;
  Qualifiers Q = T.getLocalQualifiers();
  const Type *Ty = T.getTypePtr();
  QualType R;
  if (const auto *TT = dyn_cast<TypedefType>(Ty)) {
    if (!isFunctionLocal(TT->getDecl()) && !afterKernel(TT->getDecl()) &&
        !hiddenMember(TT->getDecl()))
      return T;
    R = desugarLocal(TT->getDecl()->getUnderlyingType(), Ctx);
  } else if (const auto *E = dyn_cast<ElaboratedType>(Ty)) {
    QualType N = desugarLocal(E->getNamedType(), Ctx);
    if (N == E->getNamedType() && !localQualifier(E->getQualifier(), Ctx))
      return T;
    R = N; // the written qualifier goes: typeText qualifies the name by its declaration
  } else if (const auto *P = dyn_cast<PointerType>(Ty)) {
    QualType N = desugarLocal(P->getPointeeType(), Ctx);
    if (N == P->getPointeeType())
      return T;
    R = Ctx.getPointerType(N);
  } else if (const auto *LR = dyn_cast<LValueReferenceType>(Ty)) {
    QualType N = desugarLocal(LR->getPointeeTypeAsWritten(), Ctx);
    if (N == LR->getPointeeTypeAsWritten())
      return T;
    R = Ctx.getLValueReferenceType(N);
  } else if (const auto *RR = dyn_cast<RValueReferenceType>(Ty)) {
    QualType N = desugarLocal(RR->getPointeeTypeAsWritten(), Ctx);
    if (N == RR->getPointeeTypeAsWritten())
      return T;
    R = Ctx.getRValueReferenceType(N);
  } else if (const auto *CA = dyn_cast<ConstantArrayType>(Ty)) {
    QualType N = desugarLocal(CA->getElementType(), Ctx);
    if (N == CA->getElementType() && !CA->getSizeExpr())
      return T;
    R = Ctx.getConstantArrayType(N, CA->getSize(), nullptr, CA->getSizeModifier(),
                                 CA->getIndexTypeCVRQualifiers());
  } else if (const auto *TS = dyn_cast<TemplateSpecializationType>(Ty)) {
    if (TS->isTypeAlias())
      return desugarLocal(TS->desugar(), Ctx) == TS->desugar()
                 ? T
                 : Ctx.getQualifiedType(desugarLocal(TS->desugar(), Ctx), Q);
    bool Changed = false;
    std::vector<TemplateArgument> Args;
    for (const TemplateArgument &A : TS->template_arguments())
      Args.push_back(desugarLocalArg(A, Ctx, Changed));
    if (!Changed)
      return T;
    R = Ctx.getTemplateSpecializationType(TS->getTemplateName(), Args,
                                          T.getCanonicalType().getUnqualifiedType());
  } else if (const auto *S = dyn_cast<SubstTemplateTypeParmType>(Ty)) {
    QualType N = desugarLocal(S->getReplacementType(), Ctx);
    if (N == S->getReplacementType())
      return T;
    R = N;
  } else if (const auto *PT = dyn_cast<ParenType>(Ty)) {
    QualType N = desugarLocal(PT->getInnerType(), Ctx);
    if (N == PT->getInnerType())
      return T;
    R = N;
  } else if (const auto *DT = dyn_cast<DecltypeType>(Ty)) { // `decltype(x)`: x is where it is
    R = desugarLocal(DT->getUnderlyingType(), Ctx);          // written, not where it is spelled
  } else if (const auto *UT = dyn_cast<UsingType>(Ty)) { // `using Base::vec;`
    QualType N = desugarLocal(UT->getUnderlyingType(), Ctx);
    if (N == UT->getUnderlyingType())
      return T;
    R = N;
  } else {
    return T;
  }
  return Ctx.getQualifiedType(R, Q);
}
} // namespace

const TagDecl *findTagIn(QualType T, const std::function<bool(const TagDecl *)> &Pred) {
  T = T.getCanonicalType();
  while (true) {
    if (const auto *P = T->getAs<PointerType>())
      T = P->getPointeeType();
    else if (const auto *R = T->getAs<ReferenceType>())
      T = R->getPointeeType();
    else if (const ArrayType *A = T->getAsArrayTypeUnsafe())
      T = A->getElementType();
    else
      break;
  }
  const TagDecl *D = T->getAsTagDecl();
  if (!D)
    return nullptr;
  if (Pred(D))
    return D;
  if (const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(D))
    for (const TemplateArgument &A : S->getTemplateArgs().asArray()) {
      if (A.getKind() == TemplateArgument::Type)
        if (const TagDecl *L = findTagIn(A.getAsType(), Pred))
          return L;
      if (A.getKind() == TemplateArgument::Pack)
        for (const TemplateArgument &P : A.pack_elements())
          if (P.getKind() == TemplateArgument::Type)
            if (const TagDecl *L = findTagIn(P.getAsType(), Pred))
              return L;
    }
  return nullptr;
}

const TagDecl *localTagIn(QualType T) {
  return findTagIn(T, [](const TagDecl *D) { return isFunctionLocal(D); });
}

std::string paramName(const ParmVarDecl *P, size_t I) {
  std::string N = P->getNameAsString();
  return N.empty() ? "kt_unnamed" + std::to_string(I) : N;
}

/// Whether S, a type as typeText spells it, names what only Kokkos' own headers write: the
/// implementation namespace (`kt::Impl::SubviewType<...>::data_type`, the return type of the
/// bundled header's subview) or a member of a class's `traits` alias (`traits::memory_traits::
/// impl_value`). Neither exists in the shim; the type the sugar stands for is spelled instead.
static bool spellsKokkosInternals(const std::string &S) {
  for (size_t P = 0; (P = S.find("Impl::", P)) != std::string::npos; ++P)
    if ((P == 0 || !(isalnum((unsigned char)S[P - 1]) || S[P - 1] == '_')) &&
        S.compare(P, 14, "Impl::TypeInfo") != 0)
      return true;
  for (size_t P = 0; (P = S.find("traits::", P)) != std::string::npos; ++P)
    if (P == 0 || !(isalnum((unsigned char)S[P - 1]) || S[P - 1] == '_' || S[P - 1] == ':'))
      return true;
  return false;
}

/// T printed fully qualified (Canonical: with every template argument canonical), Kokkos
/// names spelled for the shim (a user's own class in namespace Kokkos keeps its name).
static std::string printedType(QualType T, const ASTContext &Ctx, bool Canonical) {
  PrintingPolicy PP(Ctx.getLangOpts());
  PP.PrintCanonicalTypes = Canonical; // template arguments too
  PP.SuppressTagKeyword = true;
  PP.SuppressScope = false;
  PP.FullyQualifiedName = true;
  PP.SuppressUnwrittenScope = true; // a class in an unnamed namespace is named without it
  std::string S = TypeName::getFullyQualifiedName(T, Ctx, PP, /*WithGlobalNsPrefix=*/false);
  // A user's own class in namespace Kokkos keeps its name: mark its `Kokkos::` for ktSpell.
  const std::string K = "Kokkos::";
  for (size_t P = 0; (P = S.find(K, P)) != std::string::npos; ++P) {
    if (P > 0 && (isalnum((unsigned char)S[P - 1]) || S[P - 1] == '_' || S[P - 1] == ':'))
      continue;
    size_t E = P + K.size();
    while (E < S.size() && (isalnum((unsigned char)S[E]) || S[E] == '_'))
      ++E;
    bool User = false;
    for (const NamedDecl *N : Ctx.getTranslationUnitDecl()->lookup(&Ctx.Idents.get("Kokkos")))
      if (const auto *NS = dyn_cast<NamespaceDecl>(N))
        for (const NamedDecl *D : NS->lookup(&Ctx.Idents.get(S.substr(P + K.size(), E - P - K.size()))))
          User = User || (!isa<NamespaceDecl>(D) && !isKokkosDecl(D));
    if (User)
      S.replace(P, K.size(), "\x01");
  }
  S = ktSpell(S);
  for (size_t P = 0; (P = S.find('\x01', P)) != std::string::npos;)
    S.replace(P, 1, K);
  // A dependent qualifier that is itself a dependent member type prints with its keyword
  // (`typename typename E::execution_space::size_type`, from `typename execution_space::
  // size_type` with execution_space = `typename E::execution_space`): one keyword is C++.
  for (size_t P = 0; (P = S.find("typename typename ", P)) != std::string::npos;)
    S.erase(P, 9);
  return S;
}

std::string typeText(QualType T, const ASTContext &Ctx) {
  if (TemplateSpelling::active())
    T = resugarTemplateParams(T, const_cast<ASTContext &>(Ctx));
  T = desugarLocal(T, const_cast<ASTContext &>(Ctx));
  T = T.getNonReferenceType().getUnqualifiedType();
  T = expandPacks(T, const_cast<ASTContext &>(Ctx));
  if (const TypedefNameDecl *M = specialisationMemberType(T)) {
    // A Kokkos class's arithmetic member type (View's size_type, declared in a base the shim
    // does not name) is spelled as the type it stands for; a user class's through its class.
    if (isKokkosDecl(M) && T.getCanonicalType()->isArithmeticType())
      return typeText(T.getCanonicalType(), Ctx);
    const auto *Owner = cast<ClassTemplateSpecializationDecl>(M->getDeclContext());
    if (templateMemberAfterKernel(M)) // its class follows the kernel: what it stands for
      return typeText(M->getUnderlyingType(), Ctx);
    if (std::optional<std::string> P = TemplateSpelling::spelled(Owner)) // in its kernel template
      return "typename " + *P + "::" + M->getNameAsString();
    return typeText(Ctx.getRecordType(Owner), Ctx) + "::" + M->getNameAsString();
  }
  // A class nested in a class template the kernel is a template over: through its parameters.
  if (const auto *RD = T->getAsCXXRecordDecl())
    if (const auto *Owner = dyn_cast<ClassTemplateSpecializationDecl>(RD->getDeclContext());
        Owner && !isa<ClassTemplateSpecializationDecl>(RD))
      if (std::optional<std::string> P = TemplateSpelling::spelled(Owner)) {
        forwardDeclarable(RD); // its class template, if it follows the kernel, is declared first
        return "typename " + *P + "::" + RD->getNameAsString();
      }
  if (std::optional<std::string> S = specialisationWithMemberArgs(T, Ctx);
      S && !spellsKokkosInternals(*S))
    return *S;
  std::string S = printedType(T, Ctx, false);
  if (spellsKokkosInternals(S)) // unless the canonical type is dependent (`type-parameter-0-0`)
    if (std::string C = printedType(T.getCanonicalType(), Ctx, true);
        C.find("type-parameter-") == std::string::npos)
      S = C;
  return S;
}

unsigned lineOf(const ASTContext &Ctx, SourceLocation L) {
  const SourceManager &SM = Ctx.getSourceManager();
  return SM.getPresumedLineNumber(SM.getExpansionLoc(L));
}

const VarDecl *writtenVar(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  while (true) {
    if (const auto *M = dyn_cast<MemberExpr>(E); M && !M->isArrow())
      E = M->getBase()->IgnoreParenImpCasts();
    else if (const auto *A = dyn_cast<ArraySubscriptExpr>(E);
             A && A->getBase()->IgnoreParenImpCasts()->getType()->isArrayType())
      E = A->getBase()->IgnoreParenImpCasts();
    else
      break; // through a pointer (`p[i]`, `p->x`): what it points to, not the variable
  }
  const auto *DR = dyn_cast<DeclRefExpr>(E);
  return DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
}

namespace {
class OuterWrites : public Visitor {
public:
  explicit OuterWrites(SourceRange Inner) : Inner(Inner) {}
  SourceRange Body; ///< the statement traversed: its own locals are not outer
  std::vector<std::string> Names;
  std::vector<SourceLocation> Where;
  std::vector<const VarDecl *> Vars; ///< per Names entry

  bool VisitBinaryOperator(BinaryOperator *B) override {
    if (B->isAssignmentOp())
      note(B->getLHS());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) override {
    if (U->isIncrementDecrementOp())
      note(U->getSubExpr());
    return true;
  }
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *C) override {
    if (C->isAssignmentOp() || C->getOperator() == OO_PlusPlus || C->getOperator() == OO_MinusMinus)
      note(C->getArg(0));
    return true;
  }
  // A Kokkos call or constructor taking a variable by non-const reference writes it: a nested
  // reduction's or scan's result (`parallel_reduce(r, f, s)`, `Kokkos::Sum<double>(s)`).
  bool VisitCallExpr(CallExpr *C) override {
    if (const FunctionDecl *F = C->getDirectCallee(); F && isKokkosDecl(F))
      kokkosArgs(F, C->getArgs(), C->getNumArgs());
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *C) override {
    if (isKokkosDecl(C->getConstructor()))
      kokkosArgs(C->getConstructor(), C->getArgs(), C->getNumArgs());
    return true;
  }
  // A lambda variable declared outside the statement and named in it (called there, or passed
  // to a nested dispatch or single that calls it) writes what its body writes.
  bool VisitDeclRefExpr(DeclRefExpr *D) override {
    const auto *V = dyn_cast<VarDecl>(D->getDecl());
    const auto *L = V && V->hasLocalStorage() && V->getInit()
                        ? dyn_cast<LambdaExpr>(strip(V->getInit()))
                        : nullptr;
    if (!L || declaredIn(Inner, V) || declaredIn(Body, V) || !Followed.insert(L).second)
      return true;
    Own.push_back(L->getSourceRange());
    TraverseStmt(L->getBody());
    Own.pop_back();
    return true;
  }

private:
  static bool declaredIn(SourceRange R, const VarDecl *V) {
    const SourceLocation L = V->getLocation();
    return R.isValid() && !(L < R.getBegin()) && !(R.getEnd() < L);
  }
  std::vector<SourceRange> Own; ///< the lambda variables' bodies being followed
  std::set<const LambdaExpr *> Followed;
  void kokkosArgs(const FunctionDecl *F, const Expr *const *Args, unsigned N) {
    for (unsigned I = 0; I < N && I < F->getNumParams(); ++I) {
      QualType T = F->getParamDecl(I)->getType();
      if (T->isLValueReferenceType() && !T.getNonReferenceType().isConstQualified())
        note(Args[I]);
    }
  }
  void note(const Expr *LHS) {
    const VarDecl *V = writtenVar(LHS);
    if (!V || !V->hasLocalStorage())
      return;
    // Declared inside the lambda (parameters included), in the body itself (a functor's
    // operator() body: Inner is empty) or in a followed lambda variable?
    if (declaredIn(Inner, V) || declaredIn(Body, V) ||
        std::any_of(Own.begin(), Own.end(), [&](SourceRange R) { return declaredIn(R, V); }))
      return;
    std::string N = V->getNameAsString();
    if (std::find(Names.begin(), Names.end(), N) == Names.end()) {
      Names.push_back(N);
      Where.push_back(LHS->getBeginLoc());
      Vars.push_back(V);
    }
  }
  SourceRange Inner;
};
} // namespace

namespace {
struct OuterUses : Visitor {
  SourceRange Inner;
  std::vector<std::string> Names;
  bool VisitDeclRefExpr(DeclRefExpr *D) override {
    const auto *V = dyn_cast<VarDecl>(D->getDecl());
    if (!V || !V->hasLocalStorage())
      return true;
    SourceLocation L = V->getLocation();
    std::string N = V->getNameAsString();
    if ((L < Inner.getBegin() || Inner.getEnd() < L) &&
        std::find(Names.begin(), Names.end(), N) == Names.end())
      Names.push_back(N);
    return true;
  }
};
} // namespace

const CXXMethodDecl *indexCallOperator(const CXXRecordDecl *RD, unsigned Arity,
                                       ASTContext &Ctx) {
  const CXXMethodDecl *Found = nullptr;
  for (const NamedDecl *D : RD->lookup(Ctx.DeclarationNames.getCXXOperatorName(OO_Call)))
    if (const auto *M = dyn_cast<CXXMethodDecl>(D); M && M->getNumParams() == Arity) {
      if (Found || !M->getParamDecl(0)->getType().getNonReferenceType()->isIntegerType())
        return nullptr; // overloaded, or not called with an index first
      Found = M;
    }
  return Found;
}

const CXXMethodDecl *nestedFunctorOperator(const CXXRecordDecl *RD, unsigned Arity,
                                           ASTContext &Ctx) {
  if (!RD || !RD->hasDefinition() || RD->isLambda() || isKokkosDecl(RD))
    return nullptr;
  RD = RD->getDefinition();
  auto NoReference = [](const CXXRecordDecl *C) {
    return std::none_of(C->field_begin(), C->field_end(),
                        [](const FieldDecl *F) { return F->getType()->isReferenceType(); });
  };
  if (!NoReference(RD) || !RD->forallBases(NoReference))
    return nullptr;
  return indexCallOperator(RD, Arity, Ctx);
}


std::vector<std::string> outerLocalUses(const Stmt *S, SourceRange Inner) {
  OuterUses U;
  U.Inner = Inner;
  U.TraverseStmt(const_cast<Stmt *>(S));
  return U.Names;
}
std::vector<std::string> outerLocalUses(const LambdaExpr *Inner) {
  return outerLocalUses(Inner->getBody(), Inner->getSourceRange());
}

std::vector<std::string> outerLocalWrites(const Stmt *S, SourceRange Inner,
                                          std::vector<SourceLocation> *Where,
                                          std::vector<const VarDecl *> *Vars) {
  OuterWrites W(Inner);
  W.Body = S->getSourceRange();
  W.TraverseStmt(const_cast<Stmt *>(S));
  if (Where)
    *Where = W.Where;
  if (Vars)
    *Vars = W.Vars;
  return W.Names;
}

namespace {
/// Whether a function body names V outside a range.
struct NamedOutside : Visitor {
  const SourceManager &SM;
  const VarDecl *V;
  SourceRange Inside;
  bool Found = false;
  NamedOutside(const SourceManager &SM, const VarDecl *V, SourceRange Inside)
      : SM(SM), V(V), Inside(Inside) {}
  bool VisitDeclRefExpr(DeclRefExpr *D) override {
    if (D->getDecl() != V)
      return true;
    const SourceLocation L = SM.getExpansionLoc(D->getLocation());
    Found = SM.isBeforeInTranslationUnit(L, SM.getExpansionLoc(Inside.getBegin())) ||
            SM.isBeforeInTranslationUnit(SM.getExpansionLoc(Inside.getEnd()), L);
    return !Found;
  }
};
} // namespace

bool onlyNamedWithin(const VarDecl *V, SourceRange Inside, const SourceManager &SM) {
  const auto *F = dyn_cast_or_null<FunctionDecl>(V->getParentFunctionOrMethod());
  if (!F || !F->getBody() || V->hasInit() || isa<ParmVarDecl>(V) || V->getType()->isReferenceType())
    return false;
  NamedOutside N(SM, V, Inside);
  N.TraverseStmt(F->getBody());
  return !N.Found;
}
std::vector<std::string> outerLocalWrites(const LambdaExpr *Inner,
                                          std::vector<SourceLocation> *Where) {
  return outerLocalWrites(Inner->getBody(), Inner->getSourceRange(), Where, nullptr);
}

} // namespace kt
