// Structs that hold Views (a set of fields, a mesh, a solver state), captured by value: Kokkos
// copies them to the kernel, each View member a reference-counted handle. The kernel receives a
// device image of such a struct, a generated struct with the same data members in which each
// View is its trivially copyable handle_type, built at the launch from the host object.
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/body/BodyParts.h"
#include "rewriters/recognise/Recognisers.h"

#include "clang/AST/DeclCXX.h"
#include "rewriters/recognise/ast/Visitor.h"

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
    return ""; // a nested image (imageFields)
  if (RD && RD->isTriviallyCopyable())
    return "";
  return "is not trivially copyable";
}

/// Marks the uses of D that name one of its data members (`f.a`, `this->f.a`); any other use
/// (`f` passed on, `f.method()`) would need the host object, which the kernel does not have.
struct ImageUses : Visitor {
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
  /// True when E is D, or a data member access rooted at D (`f.a.b`).
  bool rootedAtD(const Expr *E) const {
    E = E->IgnoreParenImpCasts();
    while (const auto *M = dyn_cast<MemberExpr>(E)) {
      if (isUse(M))
        return true;
      if (!isa<FieldDecl>(M->getMemberDecl()))
        return false;
      E = M->getBase()->IgnoreParenImpCasts();
    }
    return isUse(E);
  }
  /// A member of D's image that is itself an image (a struct holding Views): only its own data
  /// members may be used.
  static bool nestedImage(const MemberExpr *M) {
    const auto *F = dyn_cast<FieldDecl>(M->getMemberDecl());
    const CXXRecordDecl *RD = F ? F->getType()->getAsCXXRecordDecl() : nullptr;
    return RD && !isKokkosDecl(RD) && holdsView(RD);
  }
  bool VisitMemberExpr(MemberExpr *M) override {
    if (isa<FieldDecl>(M->getMemberDecl()) && rootedAtD(M->getBase())) {
      MemberBases.insert(M->getBase()->IgnoreParenImpCasts());
      if (nestedImage(M) && !MemberBases.count(M) && Bad.isInvalid())
        Bad = M->getMemberLoc();
    } else if (isUse(M) && !MemberBases.count(M) && Bad.isInvalid())
      Bad = M->getMemberLoc();
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *R) override {
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

/// The image's data members of RD into Out, or Why set (nested images recurse).
static bool imageFields(const CXXRecordDecl *RD, std::vector<ImageField> &Out, std::string &Why,
                        RecogContext &RC) {
  RD = RD->getDefinition();
  if (RD->isUnion() || RD->getNumBases() > 0 || RD->isPolymorphic()) {
    Why = "a union, a derived class or a class with virtual functions has none";
    return false;
  }
  for (const FieldDecl *F : RD->fields()) {
    const std::string N = F->getNameAsString();
    if (N.empty())
      return (Why = "an unnamed member cannot be copied into it"), false;
    if (F->getAccess() != AS_public)
      return (Why = "its member '" + N + "' is not public, so the launch cannot read it"), false;
    std::string P = imageFieldProblem(F);
    if (!P.empty())
      return (Why = "its member '" + N + "' " + P), false;
    ImageField IF{N, typeText(F->getType(), RC.Ctx), isView(F->getType()), {}, {}};
    const CXXRecordDecl *Sub = F->getType()->getAsCXXRecordDecl();
    if (!IF.view && Sub && holdsView(Sub) && !imageFields(Sub, IF.sub, Why, RC)) {
      Why = "its member '" + N + "': " + Why;
      return false;
    }
    Out.push_back(std::move(IF));
  }
  return true;
}

// MemberwiseCopy.cpp: whether copy constructor C, written by the user, copies each base and
// data member from the same part of its source and does nothing else (as the implicit one).
bool copiesEachMember(const CXXConstructorDecl *C);

/// The user's copy or move constructor in RD, its members or bases ("" if none), unless it
/// copies each member as the implicit one does (copiesEachMember). A standard
/// library member (std::vector, std::string) copies its contents and nothing else the program
/// can see: its bytes travel as Kokkos' do, pointing to host memory the kernel does not read.
static std::string copyProblem(const CXXRecordDecl *RD) {
  RD = RD->getDefinition();
  if (RD->isInStdNamespace())
    return "";
  for (const CXXConstructorDecl *Ctor : RD->ctors()) {
    if (!Ctor->isCopyOrMoveConstructor() || !Ctor->isUserProvided())
      continue;
    // Kokkos copies from a const reference: a move constructor of a class with a copy
    // constructor of its own never runs; one that copies each member cannot be counted.
    if (Ctor->isMoveConstructor() ? RD->hasUserDeclaredCopyConstructor()
                                  : copiesEachMember(Ctor))
      continue;
    return "'" + RD->getNameAsString() + "' declares its own " +
           (Ctor->isMoveConstructor() ? "move constructor (and so has no copy constructor)"
                                      : "copy constructor, which does not just copy each "
                                        "member") +
           ", and Kokkos copies an object to a kernel as many times as it chooses";
  }
  for (const FieldDecl *F : RD->fields())
    if (const CXXRecordDecl *P = F->getType()->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
        P && !isKokkosDecl(P) && P->hasDefinition())
      if (std::string W = copyProblem(P); !W.empty())
        return W;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (const CXXRecordDecl *P = B.getType()->getAsCXXRecordDecl(); P && P->hasDefinition())
      if (std::string W = copyProblem(P); !W.empty())
        return W;
  return "";
}

/// Why the object of type RD cannot travel as its bytes (Capture::Image::Object), "" when it
/// can. Kokkos copies it on the host and the device reads that copy's bytes, which
/// kt::object_image reproduces; its destructor runs on host copies only, so the user's own is
/// fine. A copy constructor of the user's (here or in a member or base) is not: Kokkos copies
/// a functor or lambda a number of times of its own choosing, which such a constructor can
/// count. The bytes cannot carry a virtual function table, and the kernel, at namespace scope,
/// must be able to name the class.
static std::string wholeObjectProblem(const CXXRecordDecl *RD) {
  RD = RD->getDefinition();
  if (!RD)
    return "its class is incomplete";
  if (RD->isPolymorphic())
    return "'" + RD->getNameAsString() + "' has " + kVirtualTableReason;
  for (const CXXRecordDecl *C = RD; C; C = dyn_cast<CXXRecordDecl>(C->getDeclContext()))
    if (C->getAccess() == AS_private || C->getAccess() == AS_protected)
      return "'" + C->getNameAsString() + "' is a " +
             (C->getAccess() == AS_private ? "private" : "protected") +
             " member class, which the kernel cannot name";
  return copyProblem(RD);
}

bool imageCapture(QualType T, SourceLocation Loc, const std::string &Name, Capture &C,
                  ExecSpace Space, RecogContext &RC) {
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl()->getDefinition();
  const std::string Type = typeText(T, RC.Ctx);
  std::string Why;
  C.kind = Capture::Kind::Struct;
  C.imageOf = Type;
  if (imageFields(RD, C.image, Why, RC)) {
    C.imageKind = Capture::Image::Fields;
    return true;
  }
  // No image of its members (a private one, a base class): the whole object, as Kokkos copies it.
  C.image.clear();
  if (std::string Whole = wholeObjectProblem(RD); !Whole.empty()) {
    if (Space == ExecSpace::Host) { // by value, as the object itself
      C.imageOf.clear();
      return true;
    }
    RC.Diags.error(Loc, DiagId::NonTrivialCapture,
                   "'" + Name + "' of type '" + Type + "' holds Views; the kernel can receive " +
                       "neither an image of its data members (" + Why + ") nor its bytes (" +
                       Whole + ")");
    return false;
  }
  C.imageKind = Capture::Image::Object;
  C.type = "kt::ObjectImage<" + Type + ">";
  return true;
}

/// The first use of D in Bodies that needs the object itself (invalid if none).
static SourceLocation objectUse(const std::vector<const Stmt *> &Bodies, const ValueDecl *D) {
  ImageUses U;
  U.D = D;
  for (const Stmt *S : Bodies) {
    U.TraverseStmt(const_cast<Stmt *>(S));
    if (U.Bad.isValid())
      break;
  }
  return U.Bad;
}

static void refuseObjectUse(SourceLocation At, const Capture &C, const std::string &Why,
                            RecogContext &RC) {
  RC.Diags.error(At, DiagId::NonTrivialCapture,
                 "'" + C.name + "' of type '" + C.imageOf + "' holds Views and is used as an " +
                     "object in the kernel (its member functions called, or passed whole), " +
                     "but it cannot travel to the kernel as Kokkos copies it: " + Why +
                     "; use its data members in the kernel ('" + C.name + "." +
                     (C.image.empty() ? "x" : C.image[0].name) + "'), not the object itself " +
                     "or its member functions");
}

bool checkImageUses(const std::vector<const Stmt *> &Bodies, const ValueDecl *D,
                    const Capture &C, RecogContext &RC) {
  if (C.image.empty() && C.imageKind == Capture::Image::None)
    return true;
  if (D->getType()->isArrayType()) // a C-array data member (CapturedArray.cpp): the device
    return true;                     // copy binds its name too (selfStructHead)
  if (C.imageKind == Capture::Image::Object) { // its bytes: only the body's binding reads them
    RC.Diags.error(D->getLocation(), DiagId::NonTrivialCapture,
                   "'" + C.name + "' of type '" + C.imageOf + "' holds Views and travels to " +
                       "the kernel as its bytes (it has no image of its data members: a " +
                       "private member, a base class), which the functor's device copy, made " +
                       "because the kernel calls its member functions, cannot hold; make its " +
                       "data members public");
    return false;
  }
  SourceLocation At = objectUse(Bodies, D);
  if (At.isInvalid())
    return true;
  refuseObjectUse(At, C, "the kernel receives the functor's members through a device copy " +
                             std::string("that calls its member functions"), RC);
  return false;
}

bool objectImageUses(const std::vector<const Stmt *> &Bodies, const ValueDecl *D, Capture &C,
                     RecogContext &RC) {
  if (C.imageKind != Capture::Image::Fields)
    return true;
  SourceLocation At = objectUse(Bodies, D);
  if (At.isInvalid())
    return true;
  // The body needs the object itself: it travels as its bytes, as Kokkos copies it.
  QualType T = D->getType().getNonReferenceType().getUnqualifiedType();
  if (std::string Why = wholeObjectProblem(T->getAsCXXRecordDecl()); !Why.empty()) {
    refuseObjectUse(At, C, Why, RC);
    return false;
  }
  C.imageKind = Capture::Image::Object;
  C.imageOf = typeText(T, RC.Ctx);
  C.type = "kt::ObjectImage<" + C.imageOf + ">";
  return true;
}

/// Names the nested image structs below Type (Type_member) and returns the initializer of an
/// image from the host expression Host.
static std::string imageInit(std::vector<ImageField> &Fields, const std::string &Type,
                             const std::string &Host) {
  std::string Init;
  for (ImageField &F : Fields) {
    std::string E = Host + "." + F.name;
    if (!F.sub.empty()) {
      F.subType = Type + "_" + F.name;
      E = F.subType + "{" + imageInit(F.sub, F.subType, E) + "}";
    }
    Init += (Init.empty() ? "" : ", ") + E;
  }
  return Init;
}

std::string kokkosMember(const CXXRecordDecl *RD, bool NonTrivialOnly) {
  auto Counts = [&](const CXXRecordDecl *C) {
    return C && C->hasDefinition() &&
           (isKokkosDecl(C) ? !NonTrivialOnly || !C->getDefinition()->isTriviallyCopyable()
                            : !kokkosMember(C, NonTrivialOnly).empty());
  };
  for (const FieldDecl *F : RD->getDefinition()->fields()) {
    QualType T = F->getType().getNonReferenceType();
    while (const auto *A = T->getAsArrayTypeUnsafe())
      T = A->getElementType();
    if (Counts(T->getAsCXXRecordDecl()))
      return F->getNameAsString();
  }
  for (const CXXBaseSpecifier &B : RD->getDefinition()->bases())
    if (const CXXRecordDecl *Base = B.getType()->getAsCXXRecordDecl(); Counts(Base))
      return "base " + Base->getNameAsString();
  return "";
}

bool localObjectCapture(QualType T, SourceLocation Loc, const std::string &Name, Capture &C,
                        RecogContext &RC) {
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  std::string Why;
  if (!RD || !RD->getDefinition() || localTagIn(T) != RD || !RD->getIdentifier())
    Why = "only a named struct or class declared there travels to the kernel, not a type "
          "built from one";
  else if (RD->getDefinition()->isPolymorphic())
    Why = std::string("it has ") + kVirtualTableReason;
  else if (const std::string K = kokkosMember(RD); !K.empty())
    Why = "its member '" + K + "' has a Kokkos type, whose size the kernel's declaration of " +
          "the struct does not share with the host's";
  else if (!RD->getDefinition()->isTriviallyCopyable())
    Why = "it is not trivially copyable";
  if (!Why.empty()) {
    RC.Diags.error(Loc, DiagId::LocalTypeCapture,
                   "'" + Name + "' has a type that names " +
                       (RD && RD->isLambda()              ? std::string("a lambda's closure type")
                        : RD && !RD->getName().empty() ? "'" + RD->getNameAsString() + "'"
                        : RD                           ? std::string("an unnamed class")
                                                       : "'" + T.getAsString() + "'") +
                       ", declared inside a function, which cannot travel to the kernel: " +
                       Why + "; declare it at namespace scope");
    return false;
  }
  C.kind = Capture::Kind::Struct;
  C.imageKind = Capture::Image::LocalObject;
  C.imageOf = RD->getNameAsString();
  C.imageArg = std::to_string(RC.Ctx.getTypeSizeInChars(T).getQuantity()) + ", " +
               std::to_string(RC.Ctx.getTypeAlignInChars(T).getQuantity());
  C.type = "kt::ObjectBytes<" + C.imageArg + ">";
  return true;
}

/// The class declared in a function that is the value type of View type T, if any.
static const CXXRecordDecl *localValueRecord(QualType T) {
  const auto *S = dyn_cast_or_null<ClassTemplateSpecializationDecl>(T->getAsCXXRecordDecl());
  if (!S || !isKokkosView(T) || S->getTemplateArgs().size() == 0 ||
      S->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
    return nullptr;
  QualType V = S->getTemplateArgs()[0].getAsType();
  while (V->isPointerType() || V->isArrayType())
    V = V->isPointerType() ? V->getPointeeType() : QualType(V->getPointeeOrArrayElementType(), 0);
  const CXXRecordDecl *RD = V->getAsCXXRecordDecl();
  return RD && localTagIn(QualType(RD->getTypeForDecl(), 0)) == RD ? RD : nullptr;
}

bool localViewCapture(QualType T, SourceLocation Loc, const std::string &Name, Capture &C,
                      RecogContext &RC) {
  T = T.getNonReferenceType().getUnqualifiedType();
  const CXXRecordDecl *RD = localValueRecord(T);
  std::string Why;
  if (!RD || localTagIn(T) != RD || !RD->getIdentifier() || !RD->getDefinition())
    Why = "only a View whose value type is a named struct declared there travels to the kernel";
  else if (const std::string K = kokkosMember(RD); !K.empty())
    Why = "its member '" + K + "' has a Kokkos type";
  if (!Why.empty()) {
    RC.Diags.error(Loc, DiagId::LocalTypeCapture,
                   "'" + Name + "' has a type that names a type declared inside a function, " +
                       "which cannot travel to the kernel: " + Why +
                       "; declare it at namespace scope");
    return false;
  }
  // The kernel parameter: the handle of the same View of a stand-in value type of the
  // struct's size and alignment (a handle's layout does not depend on its value type); the
  // body, after declaring the struct again, reads it as the handle of its View.
  QualType RT(RD->getTypeForDecl(), 0);
  const std::string View = typeText(T, RC.Ctx), Local = RD->getNameAsString();
  const std::string Stand = "kt::Opaque<" +
                            std::to_string(RC.Ctx.getTypeSizeInChars(RT).getQuantity()) + ", " +
                            std::to_string(RC.Ctx.getTypeAlignInChars(RT).getQuantity()) + ">";
  std::string Standing;
  for (size_t I = 0; I < View.size();) {
    bool Word = View.compare(I, Local.size(), Local) == 0 &&
                (I == 0 || !(isalnum((unsigned char)View[I - 1]) || View[I - 1] == '_' ||
                             View[I - 1] == ':')) &&
                (I + Local.size() == View.size() ||
                 !(isalnum((unsigned char)View[I + Local.size()]) || View[I + Local.size()] == '_'));
    Standing += Word ? Stand : std::string(1, View[I]);
    I += Word ? Local.size() : 1;
  }
  C.kind = Capture::Kind::Struct;
  C.imageKind = Capture::Image::LocalView;
  C.imageOf = View + "::handle_type";
  C.imageArg = Standing + "::handle_type";
  C.type = "kt::ObjectImage<" + C.imageArg + ">";
  return true;
}

/// A whole-object capture (Capture::wholeObject: its type is kt::ObjectImage<T>, or
/// kt::ObjectBytes<size, align> for a type declared in the enclosing function, which only the
/// body declares again):
/// the kernel parameter kt_object_<name> holds the bytes of the object's copy (its Views
/// untracked, kt::object_image), and the body's last declaration binds <name> to them.
static void resolveWholeObject(Kernel &K, Capture &C) {
  const std::string Param = "kt_object_" + C.name;
  const std::string Make =
      C.imageKind == Capture::Image::LocalView     ? "kt::handle_image<" + C.imageArg + ">("
      : C.imageKind == Capture::Image::LocalObject ? "kt::object_bytes<" + C.imageArg + ">("
                                                   : "kt::object_image(";
  C.hostExpr = Make + C.hostExpr + ")";
  K.body.locals.push_back({{C.name},
                           "const " + C.imageOf + " &" + C.name + " = kt::object_as<" +
                               C.imageOf + ">(" + Param + "); // the captured object, as " +
                               "Kokkos copies it"});
  C.name = Param;
}

void resolveImages(Kernel &K) {
  for (Capture &C : K.captures) {
    if (C.imageKind == Capture::Image::None)
      continue;
    if (C.wholeObject()) {
      resolveWholeObject(K, C);
      continue;
    }
    C.type = K.name + "_image_" + C.name;
    C.hostExpr = C.type + "{" + imageInit(C.image, C.type, C.hostExpr) + "}";
  }
}

/// The struct Type with Fields, after its nested image structs.
static std::string imageStruct(const std::vector<ImageField> &Fields, const std::string &Type) {
  std::string S, Body;
  for (const ImageField &F : Fields) {
    if (!F.sub.empty())
      S += imageStruct(F.sub, F.subType);
    Body += (F.view ? F.type + "::handle_type " : (F.sub.empty() ? F.type : F.subType) + " ") +
            F.name + ";\n";
  }
  return S + "struct " + Type + " {\n" + Body + "};\n";
}

std::string imageDefinitions(const Kernel &K) {
  std::string S;
  for (const Capture &C : K.captures) {
    if (C.imageKind != Capture::Image::Fields)
      continue;
    S += "// device image of " + C.imageOf + " '" + C.name + "' for " + K.name +
         ": its data members, each View as its handle\n" + imageStruct(C.image, C.type) + "\n";
  }
  return S;
}

} // namespace kt
