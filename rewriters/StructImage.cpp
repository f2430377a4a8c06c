// Structs that hold Views (a set of fields, a mesh, a solver state), captured by value: Kokkos
// copies them to the kernel, each View member a reference-counted handle. The kernel receives a
// device image of such a struct, a generated struct with the same data members in which each
// View is its trivially copyable handle_type, built at the launch from the host object.
#include "rewriters/AstUtil.h"
#include "rewriters/Recognisers.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

#include <set>

using namespace clang;

namespace kt {

namespace {

bool isView(QualType T) { return isKokkosView(T.getNonReferenceType()); }

/// Why field F cannot be a data member of a device image ("" when it can).
std::string imageFieldProblem(const FieldDecl *F) {
  QualType T = F->getType();
  if (T->isReferenceType())
    return "is a reference";
  if (F->isBitField())
    return "is a bit-field";
  if (T->isArrayType())
    return "is an array";
  if (isView(T) || T->isScalarType())
    return "";
  const auto *RD = T->getAsCXXRecordDecl();
  if (RD && holdsView(RD))
    return "is a struct that holds Views itself";
  if (RD && RD->isTriviallyCopyable())
    return "";
  return "is not trivially copyable";
}

/// Marks the uses of D that name one of its data members (`f.a`, `this->f.a`); any other use
/// (`f` passed on, `f.method()`) would need the host object, which the kernel does not have.
struct ImageUses : RecursiveASTVisitor<ImageUses> {
  const ValueDecl *D;
  std::set<const Expr *> MemberBases;
  SourceLocation Bad;
  bool isUse(const Expr *E) const {
    E = E->IgnoreParenImpCasts();
    if (const auto *R = dyn_cast<DeclRefExpr>(E))
      return R->getDecl() == D;
    if (const auto *M = dyn_cast<MemberExpr>(E))
      return M->getMemberDecl() == D && isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts());
    return false;
  }
  bool VisitMemberExpr(MemberExpr *M) {
    if (isa<FieldDecl>(M->getMemberDecl()) && isUse(M->getBase()))
      MemberBases.insert(M->getBase()->IgnoreParenImpCasts());
    else if (isUse(M) && !MemberBases.count(M) && Bad.isInvalid())
      Bad = M->getMemberLoc();
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *R) {
    if (R->getDecl() == D && !MemberBases.count(R) && Bad.isInvalid())
      Bad = R->getLocation();
    return true;
  }
};

} // namespace

bool holdsView(const CXXRecordDecl *RD) {
  if (!RD || !RD->hasDefinition())
    return false;
  RD = RD->getDefinition();
  for (const FieldDecl *F : RD->fields()) {
    QualType T = F->getType().getNonReferenceType();
    while (const auto *A = T->getAsArrayTypeUnsafe())
      T = A->getElementType();
    if (isView(T) || (T->getAsCXXRecordDecl() && !isKokkosDecl(T->getAsCXXRecordDecl()) &&
                      holdsView(T->getAsCXXRecordDecl())))
      return true;
  }
  for (const CXXBaseSpecifier &B : RD->bases())
    if (holdsView(B.getType()->getAsCXXRecordDecl()))
      return true;
  return false;
}

bool imageCapture(QualType T, SourceLocation Loc, const std::string &Name, Capture &C,
                  RecogContext &RC) {
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl()->getDefinition();
  const std::string Type = typeText(T, RC.Ctx);
  auto Refuse = [&](const std::string &Why) {
    RC.Diags.error(Loc, DiagId::NonTrivialCapture,
                   "'" + Name + "' of type '" + Type + "' holds Views, so the kernel receives " +
                       "a device image of it (its data members, each View as its handle); " +
                       Why);
    return false;
  };
  if (RD->isUnion() || RD->getNumBases() > 0 || RD->isPolymorphic())
    return Refuse("a union, a derived class or a class with virtual functions has none");
  for (const FieldDecl *F : RD->fields()) {
    const std::string N = F->getNameAsString();
    if (N.empty())
      return Refuse("an unnamed member cannot be copied into it");
    if (F->getAccess() != AS_public)
      return Refuse("its member '" + N + "' is not public, so the launch cannot read it");
    std::string Why = imageFieldProblem(F);
    if (!Why.empty())
      return Refuse("its member '" + N + "' " + Why);
    C.image.push_back({N, typeText(F->getType(), RC.Ctx), isView(F->getType())});
  }
  C.kind = Capture::Kind::Struct;
  C.imageOf = Type;
  return true;
}

bool checkImageUses(const std::vector<const Stmt *> &Bodies, const ValueDecl *D,
                    const Capture &C, RecogContext &RC) {
  if (C.image.empty() && C.imageOf.empty())
    return true;
  ImageUses U;
  U.D = D;
  for (const Stmt *S : Bodies) {
    U.TraverseStmt(const_cast<Stmt *>(S));
    if (U.Bad.isValid())
      break;
  }
  if (U.Bad.isInvalid())
    return true;
  RC.Diags.error(U.Bad, DiagId::NonTrivialCapture,
                 "'" + C.name + "' of type '" + C.imageOf + "' holds Views, so the kernel " +
                     "receives a device image of it (its data members, each View as its " +
                     "handle), not the object; use its data members in the kernel ('" +
                     C.name + "." + (C.image.empty() ? "x" : C.image[0].name) +
                     "'), not the object itself or its member functions");
  return false;
}

void resolveImages(Kernel &K) {
  for (Capture &C : K.captures) {
    if (C.imageOf.empty())
      continue;
    std::string Init;
    for (const ImageField &F : C.image)
      Init += (Init.empty() ? "" : ", ") + C.hostExpr + "." + F.name;
    C.type = K.name + "_image_" + C.name;
    C.hostExpr = C.type + "{" + Init + "}";
  }
}

std::string imageDefinitions(const Kernel &K) {
  std::string S;
  for (const Capture &C : K.captures) {
    if (C.imageOf.empty())
      continue;
    S += "// device image of " + C.imageOf + " '" + C.name + "' for " + K.name +
         ": its data members, each View as its handle\nstruct " + C.type + " {\n";
    for (const ImageField &F : C.image)
      S += (F.view ? F.type + "::handle_type " : F.type + " ") + F.name + ";\n";
    S += "};\n\n";
  }
  return S;
}

} // namespace kt
