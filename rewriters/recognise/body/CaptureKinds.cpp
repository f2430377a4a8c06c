// The kinds of a dispatch's captures (Capture::kind: View, struct image, random pool, value) and
// the checks that their memory is readable where the dispatch runs (KT1022). Moved from Body.cpp.
#include "rewriters/model/ApiTable.h"
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/templates/PassedLambda.h"
#include "rewriters/recognise/Recognisers.h"
#include "rewriters/recognise/templates/TemplateDispatch.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "rewriters/recognise/ast/Visitor.h"

#include <set>

using namespace clang;

#include "rewriters/recognise/body/BodyParts.h"

namespace kt {

namespace {

/// The memory space of the View type T (an instantiation's) as the kernel template spells it,
/// where the parameters of the template it is a template of decide it: `MemorySpace` of
/// `View<int *, MemorySpace>` (through aliases and member types), `typename V::memory_space`
/// where the View type is a parameter V. Nullopt where they do not, or outside a kernel template.
std::optional<std::string> paramSpelledSpace(QualType T, RecogContext &RC) {
  auto Dependent = [&](QualType Q) { return resugarTemplateParams(Q, RC.Ctx)->isDependentType(); };
  if (!TemplateSpelling::active())
    return std::nullopt;
  for (int Steps = 0; Steps < 64; ++Steps) {
    T = T.getNonReferenceType();
    const Type *Ty = T.getTypePtr();
    if (isa<SubstTemplateTypeParmType>(Ty) && Dependent(T))
      return "typename " + typeText(T, RC.Ctx) + "::memory_space";
    const auto *TST = dyn_cast<TemplateSpecializationType>(Ty);
    if (TST && !TST->isTypeAlias() && kokkosTemplateName(T) == "View") {
      for (const TemplateArgument &A : TST->template_arguments().drop_front())
        if (A.getKind() == TemplateArgument::Type && namesKokkosSpace(A.getAsType()))
          return Dependent(A.getAsType()) ? std::optional(typeText(A.getAsType(), RC.Ctx))
                                          : std::nullopt;
      return std::nullopt;
    }
    QualType N = Ty->getLocallyUnqualifiedSingleStepDesugaredType();
    if (N.getTypePtr() == Ty)
      break;
    T = N;
  }
  return std::nullopt;
}

/// For a View whose type the user did not spell (auto x = subview(...)): a strided View of
/// the same value type, rank and (where a template's parameters decide it) memory space, which
/// every layout converts to.
std::string stridedViewType(QualType T, RecogContext &RC) {
  QualType Data = templateTypeArg(T, 0);
  // An atomic View's subview is atomic (Kokkos keeps the memory traits): the kernel's handle too.
  const bool Atomic = (viewMemoryTraits(T) & 0x04) != 0;
  // The space keeps the handle of a HostSpace instantiation's View checking its element access.
  std::optional<std::string> Space = paramSpelledSpace(T, RC);
  return "kt::View<" + typeText(Data, RC.Ctx) + ", kt::LayoutStride" +
         (Space ? ", " + *Space : "") + (Atomic ? ", kt::MemoryTraits<kt::Atomic>>" : ">");
}

/// What a View type says: layout, rank, value type and memory traits (Capture::view).
ViewInfo viewInfo(QualType T, RecogContext &RC) {
  ViewInfo I;
  I.layout = viewLayout(T);
  I.traits = viewMemoryTraits(T);
  QualType Data = viewDataType(T);
  if (Data.isNull())
    return I;
  ViewDataShape S = viewDataShape(Data);
  I.rank = S.dynamic + (unsigned)S.statics.size();
  I.constValue = S.value.isConstQualified();
  I.valueType = typeText(S.value.getUnqualifiedType(), RC.Ctx);
  I.arith = arithOf(S.value);
  return I;
}

/// A class that is not trivially copyable and holds no View (`long_wrapper`, with its own copy
/// constructor): Kokkos copy-constructs the captured object on the host and copies that copy's
/// bytes to the device, so the kernel receives the bytes of a copy (kt::object_image) and binds
/// the name to them (Capture::Image::Object).
bool copiedObjectCapture(QualType T, SourceLocation Loc, const std::string &Name, Capture &C,
                         RecogContext &RC) {
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  std::string Why;
  if (!RD || !RD->hasDefinition())
    Why = "its type is not a class";
  else if (RD->isInStdNamespace() ||
           RC.Ctx.getSourceManager().isInSystemHeader(RD->getDefinition()->getLocation()))
    Why = "it is a library class (its memory and member functions are the host's)";
  else if (RD->getDefinition()->isPolymorphic())
    Why = std::string("it has ") + kVirtualTableReason;
  else if (std::string M = kokkosMember(RD, /*NonTrivialOnly=*/true); !M.empty())
    Why = "its member '" + M + "' has a Kokkos type that does not travel as its bytes";
  if (!Why.empty()) {
    RC.Diags.error(Loc, DiagId::NonTrivialCapture,
                   "'" + Name + "' of type '" + T.getAsString() +
                       "' is not trivially copyable and cannot be passed to a kernel: " + Why);
    return false;
  }
  C.kind = Capture::Kind::Struct;
  C.imageKind = Capture::Image::Object;
  C.imageOf = typeText(T.getUnqualifiedType(), RC.Ctx);
  C.type = "kt::ObjectImage<" + C.imageOf + ">";
  return true;
}

} // namespace

/// A Kokkos random pool (Kokkos_Random.hpp). Real Kokkos' pools hold Views (not trivially
/// copyable); the shim's pool converts to a trivially copyable handle_type with the same
/// get_state/free_state, which the kernel receives instead.
bool isRandomPool(QualType T) {
  std::string N = kokkosTemplateName(T.getNonReferenceType());
  return N == "Random_XorShift64_Pool" || N == "Random_XorShift1024_Pool";
}

/// A pool whose template argument puts its states on the other side of the dispatch (KT1022).
bool checkPoolSpace(QualType T, SourceLocation Use, const std::string &Name, const Kernel &K,
                    RecogContext &RC) {
  std::optional<ExecSpace> S = policyTypeSpace(T.getNonReferenceType());
  if (!S || *S == K.policy.space)
    return true;
  RC.Diags.error(Use, DiagId::InaccessibleView,
                 "random pool '" + Name + "' keeps its states in " + execSpaceName(*S) +
                     " memory, but this dispatch runs on the " + execSpaceName(K.policy.space) +
                     "; give the pool the dispatch's execution space as template argument");
  return false;
}

/// A container whose host dispatch receives it whole (its host members usable there), not its
/// kernel handle: Kokkos::vector, UnorderedMap.
static bool passedWholeToHost(QualType T) {
  const std::string N = kokkosTemplateName(T);
  return N == "vector" || N == "UnorderedMap";
}

bool classifyCapture(QualType T, SourceLocation Loc, const std::string &Name, Capture &C,
                     ExecSpace Space, RecogContext &RC) {
  T = T.getNonReferenceType();
  if (const TagDecl *D = localTagIn(T)) {
    if (D == T->getAsCXXRecordDecl()) // a local struct: the kernel declares it again
      return localObjectCapture(T, Loc, Name, C, RC);
    if (isKokkosView(T)) // a View of a local struct: its handle travels as bytes
      return localViewCapture(T, Loc, Name, C, RC);
    RC.Diags.error(Loc, DiagId::LocalTypeCapture,
                   "'" + Name + "' has a type that names '" + D->getNameAsString() +
                       "', declared inside a function; declare it at namespace scope so the "
                       "kernel can name it");
    return false;
  }
  if (refuseLaterType(T, Loc, "'" + Name + "'", RC))
    return false;
  // A Kokkos::vector or UnorderedMap in a host dispatch: the container itself (a shallow copy,
  // as Kokkos copies the functor), whose host members (element access, size) the body may use.
  if (Space == ExecSpace::Host && passedWholeToHost(T)) {
    C.kind = Capture::Kind::Struct;
    return true;
  }
  if (auto H = containerHandleType(T, RC.Ctx)) { // DualView, ScatterView, UniqueToken, UnorderedMap
    C.kind = Capture::Kind::Struct;
    C.type = *H;
    // In a kernel template, a container whose type is a template parameter (`grid_sv_t`) is
    // spelled through it: one kernel serves every instantiation, as for Views.
    if (TemplateSpelling::active() && resugarTemplateParams(T, RC.Ctx)->isDependentType())
      C.type = "typename " + typeText(T, RC.Ctx) + "::handle_type";
    return true;
  }
  if (isKokkosView(T)) {
    C.kind = Capture::Kind::View;
    C.view = viewInfo(T, RC);
    // In a kernel template, a View type spelled through its parameters (`View<T *>`): its
    // handle type is then dependent; a dependent member type is spelled `typename ...` already.
    if (TemplateSpelling::active()) {
      QualType R = resugarTemplateParams(T, RC.Ctx);
      C.dependentType = R->isDependentType() && !isa<DependentNameType>(R.getTypePtr());
    }
    // A type spelled through the template's parameters: the kernel template spells it, and
    // the model of a template's kernel records only what holds for every instantiation it
    // serves, so none of this instantiation's View facts.
    if (RC.Instantiation && spelledThroughParams(T, RC.Ctx))
      C.view = ViewInfo();
    if (T->getContainedDeducedType() || T.getAsString().find("ViewMapping") != std::string::npos) {
      C.type = stridedViewType(T, RC);
      C.view.layout = ViewLayout::Stride;
    }
    return true;
  }
  if (isRandomPool(T)) { // passed as the shim pool's trivially copyable device handle
    QualType P = T.getUnqualifiedType(); // `auto pool = ...`: the type it was deduced from
    while (const auto *A = dyn_cast<AutoType>(P.getTypePtr()))
      if (A->isDeduced())
        P = A->getDeducedType().getUnqualifiedType();
      else
        break;
    C.kind = Capture::Kind::Struct;
    C.type = typeText(P, RC.Ctx) + "::handle_type";
    if (TemplateSpelling::active() && resugarTemplateParams(P, RC.Ctx)->isDependentType())
      C.type = "typename " + C.type; // `typename RandPool::handle_type` in a kernel template
    return true;
  }
  if (T->isScalarType()) {
    C.kind = Capture::Kind::Scalar;
    return true;
  }
  if (T->isArrayType()) // copied with the lambda, as its bytes (CapturedArray.cpp)
    return arrayCapture(T, Loc, Name, C, RC);
  const auto *RD = T->getAsCXXRecordDecl();
  if (RD && holdsView(RD))
    return imageCapture(T, Loc, Name, C, Space, RC);
  // A host dispatch receives a copy made by the class's copy constructor, as Kokkos' host
  // backends copy the functor: whatever its members (a Kokkos::vector, a std::vector).
  if (RD && (RD->isTriviallyCopyable() || Space == ExecSpace::Host)) {
    C.kind = Capture::Kind::Struct;
    return true;
  }
  return copiedObjectCapture(T, Loc, Name, C, RC);
}

/// Host memory that a device dispatch of a template instantiation reaches through a View whose
/// memory space the kernel template spells with the template's parameters (`View<int *,
/// MemorySpace>` where MemorySpace is HostSpace): another instantiation may hold device memory
/// there, and one kernel template serves both. As with Kokkos, that translates; the kernel
/// aborts ("attempt to access inaccessible memory space") if it reads the View: the handle of a
/// View in memory the device cannot reach checks its element access (kt/core/view.hpp,
/// impl::DeviceInaccessible).
static bool hostMemoryPerInstantiation(QualType T, ExecSpace Mem, const Kernel &K,
                                       RecogContext &RC) {
  return Mem == ExecSpace::Host && K.policy.space == ExecSpace::Device && RC.Instantiation &&
         paramSpelledSpace(T, RC).has_value();
}

/// The index of the parameter of S (a class template's specialisation) that gives the memory
/// space of the View type T of one of S's members (`View<int *, MemorySpace>` of
/// `NeighList2D<MemorySpace>`, through aliases); nullopt where S's parameters do not.
static std::optional<unsigned> memberViewSpaceParam(QualType T,
                                                    const ClassTemplateSpecializationDecl *S) {
  for (int Steps = 0; Steps < 64; ++Steps) {
    T = T.getNonReferenceType();
    const Type *Ty = T.getTypePtr();
    const auto *TST = dyn_cast<TemplateSpecializationType>(Ty);
    if (TST && !TST->isTypeAlias() && kokkosTemplateName(T) == "View") {
      for (const TemplateArgument &A : TST->template_arguments().drop_front()) {
        if (A.getKind() != TemplateArgument::Type || !namesKokkosSpace(A.getAsType()))
          continue;
        const auto *P = A.getAsType()->getAs<SubstTemplateTypeParmType>();
        if (P && P->getAssociatedDecl() == S && P->getReplacedParameter()->getDepth() == 0)
          return P->getIndex();
        return std::nullopt;
      }
      return std::nullopt;
    }
    QualType N = Ty->getLocallyUnqualifiedSingleStepDesugaredType();
    if (N.getTypePtr() == Ty)
      break;
    T = N;
  }
  return std::nullopt;
}

/// Host memory that a device dispatch of a template instantiation reaches through a View member
/// of an object of type Obj, whose memory space is a parameter of Obj's class template that the
/// kernel template spells with its own parameters (Neighbor2D<MemorySpace>'s `neigh_list.
/// num_neighs`, a `View<int *, MemorySpace>` of its `NeighList2D<MemorySpace>`): as with Views
/// spelled with the template's parameters (hostMemoryPerInstantiation), another instantiation
/// may hold device memory there, and the kernel aborts only if it reads the host View.
static bool hostMemberPerInstantiation(QualType Obj, const FieldDecl *F, const Kernel &K,
                                       RecogContext &RC) {
  if (K.policy.space != ExecSpace::Device || !RC.Instantiation || !TemplateSpelling::active() ||
      viewMemorySpace(F->getType(), nullptr) != ExecSpace::Host)
    return false;
  const auto *S =
      dyn_cast_or_null<ClassTemplateSpecializationDecl>(Obj.getNonReferenceType()->getAsCXXRecordDecl());
  const std::optional<unsigned> I = S ? memberViewSpaceParam(F->getType(), S) : std::nullopt;
  if (!I)
    return false;
  // The object's type as the instantiation writes it (`t_neigh_list`, `NeighList2D<MemorySpace>`
  // with MemorySpace substituted): its argument I, spelled again with the kernel template's.
  QualType T = Obj.getNonReferenceType();
  for (int Steps = 0; Steps < 64; ++Steps) {
    const Type *Ty = T.getTypePtr();
    if (const auto *TST = dyn_cast<TemplateSpecializationType>(Ty); TST && !TST->isTypeAlias()) {
      ArrayRef<TemplateArgument> Args = TST->template_arguments();
      return *I < Args.size() && Args[*I].getKind() == TemplateArgument::Type &&
             resugarTemplateParams(Args[*I].getAsType(), RC.Ctx)->isDependentType();
    }
    QualType N = Ty->getLocallyUnqualifiedSingleStepDesugaredType();
    if (N.getTypePtr() == Ty)
      break;
    T = N;
  }
  return false;
}

/// A View the dispatch's execution space cannot read: host memory in a device kernel, device
/// memory in a host dispatch (KT1022 at Use). Views whose side is not known pass, as before.
bool checkViewSpace(QualType T, const VarDecl *V, SourceLocation Use, const std::string &Name,
                    const Kernel &K, RecogContext &RC) {
  std::optional<ExecSpace> Mem = viewMemorySpace(T.getNonReferenceType(), V);
  if (!Mem || *Mem == K.policy.space || hostMemoryPerInstantiation(T, *Mem, K, RC))
    return true;
  if (*Mem == ExecSpace::Host)
    RC.Diags.error(Use, DiagId::InaccessibleView,
                   "'" + Name + "' is a View of host memory (HostSpace, a host mirror), but this "
                   "dispatch runs on the device, which cannot read it; deep_copy it to a "
                   "device View, or run the dispatch on Kokkos::DefaultHostExecutionSpace");
  else
    RC.Diags.error(Use, DiagId::InaccessibleView,
                   "'" + Name + "' is a View of device memory (the default memory space), but "
                   "this dispatch runs on a host execution space, which cannot read it; use a "
                   "host mirror (create_mirror_view) or a HostSpace View");
  return false;
}

/// A device image's Views must be readable where the dispatch runs, as captured Views (KT1022).
namespace {

/// E is D itself: a variable (`d`) or a data member of the functor (`this->d`, `d`).
bool refersTo(const Expr *E, const ValueDecl *D) {
  E = E->IgnoreParenImpCasts();
  if (const auto *R = dyn_cast<DeclRefExpr>(E))
    return R->getDecl() == D;
  const auto *M = dyn_cast<MemberExpr>(E);
  return M && M->getMemberDecl() == D;
}

/// The data members of D's class that bodies read through D (`d.f`), and those that the member
/// functions they call on D read through `this`, transitively. Whole is set where D (or `*this`
/// in such a member function) is used other than through a member: a function it is passed to
/// may then read any of them.
struct FieldsUsed : Visitor {
  const ValueDecl *D = nullptr;
  std::set<const FieldDecl *> Fields;
  std::set<const CXXMethodDecl *> Methods;
  std::vector<const CXXMethodDecl *> Pending;
  std::set<const Expr *> Bases;
  bool InMethod = false, Whole = false;
  bool shouldVisitTemplateInstantiations() const override { return true; }
  bool isD(const Expr *E) const { return refersTo(E, D); }
  bool rooted(const Expr *E) const {
    return InMethod ? isa<CXXThisExpr>(E->IgnoreParenImpCasts()) : isD(E);
  }
  bool VisitMemberExpr(MemberExpr *M) override {
    Whole |= !InMethod && M->getMemberDecl() == D && !Bases.count(M);
    if (!rooted(M->getBase()))
      return true;
    Bases.insert(M->getBase()->IgnoreParenImpCasts());
    if (const auto *F = dyn_cast<FieldDecl>(M->getMemberDecl()))
      Fields.insert(F);
    else if (const auto *Md = dyn_cast<CXXMethodDecl>(M->getMemberDecl());
             Md && Methods.insert(Md).second)
      Pending.push_back(Md);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *R) override {
    Whole |= !InMethod && R->getDecl() == D && !Bases.count(R);
    return true;
  }
  bool VisitCXXThisExpr(CXXThisExpr *T) override {
    Whole |= InMethod && !Bases.count(T);
    return true;
  }
  void run(const std::vector<const Stmt *> &Bodies) {
    for (const Stmt *S : Bodies)
      TraverseStmt(const_cast<Stmt *>(S));
    InMethod = true;
    while (!Pending.empty() && !Whole) {
      const CXXMethodDecl *M = Pending.back();
      Pending.pop_back();
      const FunctionDecl *Def = nullptr;
      if (!M->hasBody(Def) || !Def->getBody()) {
        Whole = true; // its body is not here: it may read anything
        break;
      }
      TraverseStmt(Def->getBody());
    }
  }
};

/// The uses of D (a captured Kokkos::vector or UnorderedMap) in bodies that are not through the
/// members its kernel handle has (Handle: for a vector kt::impl::DualViewHandle's d_view,
/// h_view, view_device, view_host, extent, extent_int, span).
struct VectorUses : Visitor {
  const ValueDecl *D = nullptr;
  const std::set<std::string> *Handle = nullptr;
  std::set<const Expr *> Through; ///< D's uses under an allowed member
  std::vector<const Expr *> All;  ///< every use of D
  bool shouldVisitTemplateInstantiations() const override { return true; }
  bool isD(const Expr *E) const { return refersTo(E, D); }
  bool VisitMemberExpr(MemberExpr *M) override {
    const auto *N = M->getMemberDecl();
    if (isD(M->getBase()) && N->getIdentifier() && Handle->count(N->getName().str()))
      Through.insert(M->getBase()->IgnoreParenImpCasts());
    else if (M->getMemberDecl() == D)
      All.push_back(M);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *R) override {
    if (R->getDecl() == D)
      All.push_back(R);
    return true;
  }
};
} // namespace

bool checkVectorUses(QualType T, const Capture &C, const Kernel &K,
                     const std::vector<const Stmt *> &Bodies, const ValueDecl *D,
                     RecogContext &RC) {
  static const std::set<std::string> VectorHandle = {
      "d_view", "h_view", "view_device", "view_host", "extent", "extent_int", "span"};
  // kt::impl::UnorderedMapHandle: Kokkos' device members of UnorderedMap.
  static const std::set<std::string> MapHandle = {
      "insert", "find", "exists", "valid_at", "key_at", "value_at", "capacity", "hash_capacity",
      "is_allocated", "erase"};
  const std::string Name = kokkosTemplateName(T.getNonReferenceType());
  if (K.policy.space == ExecSpace::Host || (Name != "vector" && Name != "UnorderedMap"))
    return true;
  VectorUses U;
  U.D = D;
  U.Handle = Name == "vector" ? &VectorHandle : &MapHandle;
  for (const Stmt *S : Bodies)
    U.TraverseStmt(const_cast<Stmt *>(S));
  for (const Expr *E : U.All)
    if (U.Through.count(E)) {
      continue;
    } else if (Name == "vector") {
      RC.Diags.error(E->getBeginLoc(), DiagId::NonTrivialCapture,
                     "'" + C.name + "' is a Kokkos::vector, whose element access and size "
                     "are its host side's (h_view), which a device kernel cannot read; use its "
                     "device View in the kernel ('" + C.name + ".d_view(i)')");
      return false;
    } else {
      RC.Diags.error(E->getBeginLoc(), DiagId::NonTrivialCapture,
                     "'" + C.name + "' is a Kokkos::UnorderedMap, of which a device kernel has "
                     "only the device members (insert, find, exists, valid_at, key_at, "
                     "value_at, capacity); size(), failed_insert(), rehash() and clear() are "
                     "host calls, and the map cannot be passed on whole; call them outside "
                     "the kernel");
      return false;
    }
  return true;
}

bool checkImageSpaces(QualType T, SourceLocation Use, const Capture &C, const Kernel &K,
                      const std::vector<const Stmt *> &Bodies, const ValueDecl *D,
                      RecogContext &RC) {
  const CXXRecordDecl *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  const bool HostObject = K.policy.space == ExecSpace::Host && RD && RD->hasDefinition() &&
                          holdsView(RD); // passed by value (imageCapture)
  if ((C.imageKind == Capture::Image::None && !HostObject) || !RD)
    return true; // a captured C array holds no View (arrayCapture)
  // Kokkos copies host Views inside the object too; only those the kernel reads fault.
  FieldsUsed U;
  U.D = D;
  U.run(Bodies);
  bool Ok = true;
  for (const FieldDecl *F : RD->getDefinition()->fields()) {
    if (!U.Whole && !U.Fields.count(F))
      continue;
    if (isKokkosView(F->getType()) && !hostMemberPerInstantiation(T, F, K, RC))
      Ok = checkViewSpace(F->getType(), nullptr, Use, C.name + "." + F->getNameAsString(), K,
                          RC) && Ok;
    // A standard library member travels as its bytes (StructImage.cpp, copyProblem): pointers
    // to host memory, and member functions of the host's, which the kernel cannot use.
    const auto *Lib = F->getType()->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
    if (C.imageKind == Capture::Image::Object && Lib && Lib->isInStdNamespace()) {
      RC.Diags.error(Use, DiagId::NonTrivialCapture,
                     "'" + C.name + "." + F->getNameAsString() + "' is a '" +
                         F->getType().getAsString() + "', whose memory and member functions " +
                         "are the host's, and the kernel reads it; keep its data in a View");
      Ok = false;
    }
  }
  return Ok;
}

} // namespace kt
