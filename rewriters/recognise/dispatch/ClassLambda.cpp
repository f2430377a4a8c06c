// Lambdas in member functions that use members. KOKKOS_CLASS_LAMBDA (`[=, *this]`) copies the
// object to the kernel, as Kokkos does: the members the body uses (and those of the member
// functions it calls) travel as kernel parameters read from `this` at the launch, which is in
// the member function, and the body keeps its text (`this->` dropped, member calls through
// kt_self), exactly as for a functor. A captured `this` pointer (plain `[=]`, KOKKOS_LAMBDA)
// would be dereferenced on the device: refused, saying what to write instead.
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/Recognisers.h"
#include "rewriters/recognise/templates/TemplateDispatch.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "rewriters/recognise/ast/Visitor.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace kt {

namespace {

/// The class whose member function encloses L.
const CXXRecordDecl *enclosingClass(const LambdaExpr *L) {
  for (const DeclContext *DC = L->getLambdaClass()->getParent(); DC; DC = DC->getParent())
    if (const auto *RD = dyn_cast<CXXRecordDecl>(DC); RD && !RD->isLambda())
      return RD;
  return nullptr;
}

/// The first member (data member or member function) the body names through `this`.
struct FirstMember : Visitor {
  std::string Name;
  bool VisitMemberExpr(MemberExpr *M) override {
    if (Name.empty() && isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts()))
      Name = M->getMemberDecl()->getNameAsString();
    return Name.empty();
  }
};

/// The names of the variables declared in L (its parameters, locals, nested lambdas' ones).
struct DeclaredNames : Visitor {
  std::vector<std::pair<std::string, SourceLocation>> Names;
  bool VisitVarDecl(VarDecl *V) override {
    Names.push_back({V->getNameAsString(), V->getLocation()});
    return true;
  }
};

/// Names declared in the class (member types, static members, enumerators) that the body or
/// the member functions it calls use: the kernel and its device copy of those member functions
/// are defined outside the class, where such a name is not visible (KT1031).
struct ClassScopeNames : Visitor {
  const CXXRecordDecl *RD;
  RecogContext *RC;
  std::vector<const FunctionDecl *> Seen;
  bool Ok = true;
  /// D is a member of RD (or of a base, or of a class nested in them), not a name declared in
  /// one of their member functions (those are the enclosing function's: LocalNames.cpp).
  bool inClass(const Decl *D) const {
    const DeclContext *DC = D->getDeclContext();
    if (isa_and_nonnull<EnumDecl>(DC)) // an enumerator: its enum's scope
      DC = DC->getParent();
    for (; DC && isa<CXXRecordDecl>(DC); DC = DC->getParent())
      if (const auto *C = cast<CXXRecordDecl>(DC); C == RD || RD->isDerivedFrom(C))
        return true;
    return false;
  }
  void report(SourceLocation Loc, const NamedDecl *D) {
    RC->Diags.error(Loc, DiagId::ClassScopeName,
                    "'" + D->getNameAsString() + "' is declared in class '" +
                        RD->getNameAsString() + "', but the kernel is defined outside the "
                        "class, where it is not visible; declare it at namespace scope, or copy "
                        "it into a local alias or constant before the dispatch");
    Ok = false;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) override {
    const ValueDecl *D = E->getDecl();
    const auto *V = dyn_cast<VarDecl>(D);
    const auto *M = dyn_cast<CXXMethodDecl>(D);
    if ((isa<EnumConstantDecl>(D) || (V && V->isStaticDataMember()) || (M && M->isStatic())) &&
        inClass(D) && !E->hasQualifier() && classScopeUse(E, RC->Ctx).qualified.empty())
      report(E->getLocation(), D); // a public one is spelled from namespace scope (TeamOps.cpp)
    return true;
  }
  /// A class-scope type that can be spelled from namespace scope (public, its class not
  /// local) is spelled so in the kernel (TeamOps.cpp).
  bool VisitTypedefTypeLoc(TypedefTypeLoc T) override {
    const NamedDecl *D = T.getTypedefNameDecl();
    if (inClass(D) && classScopeType(D, false, RC->Ctx).qualified.empty())
      report(T.getBeginLoc(), D);
    return true;
  }
  bool VisitTagTypeLoc(TagTypeLoc T) override {
    if (T.getDecl() != RD && inClass(T.getDecl()) &&
        classScopeType(T.getDecl(), false, RC->Ctx).qualified.empty())
      report(T.getBeginLoc(), T.getDecl());
    return true;
  }
  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *C) override {
    const FunctionDecl *Def = nullptr;
    const CXXMethodDecl *M = C->getMethodDecl();
    if (M && M->getParent() && inClass(M) && M->hasBody(Def) &&
        std::find(Seen.begin(), Seen.end(), Def) == Seen.end()) {
      Seen.push_back(Def);
      TraverseDecl(const_cast<FunctionDecl *>(Def)); // it is copied into the kernel's kt_self
    }
    return true;
  }
};

const FieldDecl *findField(const CXXRecordDecl *RD, const std::string &Name) {
  for (const FieldDecl *F : RD->fields())
    if (F->getNameAsString() == Name)
      return F;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (const auto *BD = B.getType()->getAsCXXRecordDecl())
      if (const FieldDecl *F = findField(BD, Name))
        return F;
  return nullptr;
}

/// D is declared in RD or in a class nested in it. A class template's specialisation has no
/// such members here: they are spelled through the specialisation (`S<double>::real`).
bool declaredIn(const Decl *D, const CXXRecordDecl *RD) {
  if (isa<ClassTemplateSpecializationDecl>(RD) || RD->isDependentContext())
    return false;
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
    if (DC == RD)
      return true;
  return false;
}

/// Whether T, as written, names a type declared in RD (an alias, class or enum; through
/// pointers, references, template arguments; not through a namespace-scope alias).
/// One that follows the kernel (afterKernel) is typeText's and refuseLaterType's.
struct NamesMemberType : Visitor {
  const CXXRecordDecl *RD;
  bool Found = false;
  void note(const Decl *D) { Found = Found || (declaredIn(D, RD) && !afterKernel(D)); }
  bool VisitTypedefType(TypedefType *T) override {
    note(T->getDecl());
    return !Found;
  }
  bool VisitTagType(TagType *T) override {
    note(T->getDecl());
    return !Found;
  }
};

/// The kernel parameters of members (from K.captures[First]) are declared outside the class
/// (after it, for a member function defined out of line; before it, KernelPosition.cpp, for
/// one defined in it), where the class's member types are not visible: a member alias is
/// spelled as what it stands for; a member class or enum is KT1031.
bool memberTypesOutside(const CXXRecordDecl *RD, Kernel &K, size_t First, RecogContext &RC) {
  bool Ok = true;
  for (size_t I = First; I < K.captures.size(); ++I) {
    Capture &C = K.captures[I];
    const FieldDecl *F = findField(RD, C.name);
    if (!F)
      continue;
    const QualType T = F->getType();
    NamesMemberType N;
    N.RD = RD;
    N.TraverseType(T);
    if (!N.Found)
      continue;
    if (findTagIn(T, [RD](const TagDecl *D) { return declaredIn(D, RD); })) {
      RC.Diags.error(F->getLocation(), DiagId::ClassScopeName,
                     "the type of member '" + C.name + "' names a type declared in class '" +
                         RD->getNameAsString() + "', but the kernel that receives it is " +
                         "defined outside the class, where it is not visible; declare the " +
                         "type at namespace scope");
      Ok = false;
      continue;
    }
    if (C.imageKind == Capture::Image::None) {
      C.type = typeText(T.getCanonicalType(), RC.Ctx);
      C.dependentType = false; // the canonical type names no template parameter
    }
  }
  return Ok;
}

} // namespace

const CXXRecordDecl *recogniseThisCapture(const LambdaExpr *L, const LambdaCapture &C, Kernel &K,
                                          RecogContext &RC) {
  const CXXRecordDecl *RD = enclosingClass(L);
  if (C.getCaptureKind() == LCK_StarThis && RD) {
    K.classLambda = true;
    K.functorType = typeText(RC.Ctx.getRecordType(RD), RC.Ctx); // names the device copy
    // A class template's object, in the kernel template: through its parameters (`Scaler<T>`),
    // so that one kernel serves every instantiation.
    if (const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(RD))
      if (std::optional<std::string> P = TemplateSpelling::spelled(S))
        K.functorType = *P;
    ObjectAccess A;
    A.prefix = "this->"; // the launch is in the member function: every member is accessible
    ClassScopeNames N;
    N.RD = RD;
    N.RC = &RC;
    N.TraverseStmt(L->getBody());
    const size_t First = K.captures.size();
    if (!collectObjectMembers(L->getBody(), RD, A, K, RC) || !N.Ok)
      return nullptr;
    return memberTypesOutside(RD, K, First, RC) ? RD : nullptr;
  }
  FirstMember F;
  F.TraverseStmt(L->getBody());
  const SourceManager &SM = RC.Ctx.getSourceManager();
  SourceLocation B = L->getBeginLoc();
  const bool KokkosLambda =
      B.isMacroID() &&
      Lexer::getImmediateMacroName(B, SM, RC.Ctx.getLangOpts()) == "KOKKOS_LAMBDA";
  const std::string M = F.Name.empty() ? "the member" : "'" + F.Name + "'";
  RC.Diags.error(C.getLocation(), DiagId::ThisCapture,
                 "the kernel uses " + (F.Name.empty() ? "a member" : "the member " + M) +
                     " through `this`, a pointer to the host object, which the device would "
                     "dereference (Kokkos copies the pointer, not the object); " +
                     (KokkosLambda ? "write KOKKOS_CLASS_LAMBDA instead of KOKKOS_LAMBDA"
                                   : "capture the object by value with [=, *this]") +
                     ", so that the kernel gets a copy of the object, or copy " + M +
                     " into a local variable before the dispatch and use that");
  return nullptr;
}

bool checkMemberNames(const LambdaExpr *L, const Kernel &K, RecogContext &RC) {
  DeclaredNames D;
  D.TraverseStmt(L->getBody());
  for (const ParmVarDecl *P : L->getCallOperator()->parameters())
    D.Names.push_back({P->getNameAsString(), P->getLocation()});
  for (const LambdaCapture &C : L->captures())
    if (C.capturesVariable())
      D.Names.push_back({C.getCapturedVar()->getNameAsString(), C.getLocation()});
  bool Ok = true;
  for (const Capture &C : K.captures) {
    if (!C.member)
      continue;
    for (const auto &[N, Loc] : D.Names)
      if (N == C.name) {
        RC.Diags.error(Loc, DiagId::ThisCapture,
                       "'" + N + "' is also the name of a member the kernel uses; the kernel "
                       "receives the members under their own names (without `this->`), so "
                       "rename this variable");
        Ok = false;
        break;
      }
  }
  return Ok;
}

} // namespace kt
