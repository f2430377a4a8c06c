// Recognises execution and memory spaces: where a dispatch runs (its policy's execution space)
// and where a View's memory lives.
//
// Spaces are read from the types as written, through their sugar (aliases, typedefs, `auto`),
// not from canonical types: the bundled API header and Debian's Serial-only Kokkos both make
// DefaultExecutionSpace and DefaultHostExecutionSpace the same class (Serial), so only the
// spelling tells the device's default space from the host's. A type that reaches a host class
// (Serial, HostSpace, ...) only through Kokkos' own member typedefs or template substitutions
// (the result type of subview(), of create_mirror_view(space, v), ...) is not known from its
// type; for a variable, its initialiser (create_mirror*, subview, another View) decides then.
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/Recognisers.h"

#include "clang/AST/DeclTemplate.h"

#include <set>

using namespace clang;

namespace kt {

namespace {

/// What a type says about a space: not a space at all, a space whose side is not known (a
/// host class reached through substitutions: the default device space as a rule), one that
/// may be either (Ambiguous: below), a host or device space, or memory both sides read
/// (managed, pinned host).
enum class Side { NotSpace, Unknown, Ambiguous, Host, Device, Shared };

bool decided(Side S) { return S == Side::Host || S == Side::Device || S == Side::Shared; }

Side fromSpace(ExecSpace S) { return S == ExecSpace::Host ? Side::Host : Side::Device; }

/// A Kokkos class reached after the sugar is gone. Derived: it was reached through a Kokkos
/// typedef or a template substitution, so Serial / HostSpace may stand for the default space.
Side canonicalSide(QualType T, bool Derived);

Side viewArgsSide(ArrayRef<TemplateArgument> Args, bool Derived);
Side sugarSide(QualType T, bool Derived);

/// Device<Exec, Mem>: the memory space decides, else the execution space.
Side deviceSide(ArrayRef<TemplateArgument> Args, bool Derived) {
  if (Args.size() < 2 || Args[0].getKind() != TemplateArgument::Type ||
      Args[1].getKind() != TemplateArgument::Type)
    return Side::Unknown;
  Side M = sugarSide(Args[1].getAsType(), Derived);
  if (decided(M))
    return M;
  Side E = sugarSide(Args[0].getAsType(), Derived);
  return E == Side::Host || E == Side::Device ? E : Side::Unknown;
}

/// View<Data, Props...>: the first property that is a space (as Kokkos' ViewTraits reads
/// them); none: the default memory space, the device's.
Side viewArgsSide(ArrayRef<TemplateArgument> Args, bool Derived) {
  std::vector<TemplateArgument> Flat;
  for (const TemplateArgument &A : Args) {
    if (A.getKind() == TemplateArgument::Pack)
      Flat.insert(Flat.end(), A.pack_begin(), A.pack_end());
    else
      Flat.push_back(A);
  }
  for (size_t I = 1; I < Flat.size(); ++I) {
    if (Flat[I].getKind() != TemplateArgument::Type)
      continue;
    Side S = sugarSide(Flat[I].getAsType(), Derived);
    if (S != Side::NotSpace)
      return S;
  }
  return Derived ? Side::Unknown : Side::Device;
}

bool isSpaceMember(StringRef N) {
  return N == "execution_space" || N == "memory_space" || N == "device_type";
}

Side sugarSide(QualType T, bool Derived) {
  for (int Steps = 0; Steps < 64; ++Steps) {
    T = T.getNonReferenceType();
    const Type *Ty = T.getTypePtr();
    if (const auto *ET = dyn_cast<ElaboratedType>(Ty)) {
      // X::execution_space, X::memory_space, X::device_type: the side of X.
      const auto *Named = dyn_cast<TypedefType>(ET->getNamedType().getTypePtr());
      if (NestedNameSpecifier *Q = ET->getQualifier())
        if (const Type *QT = Q->getAsType(); QT && Named && isKokkosDecl(Named->getDecl()) &&
                                             isSpaceMember(Named->getDecl()->getName())) {
          Side S = sugarSide(QualType(QT, 0), Derived);
          if (decided(S))
            return S;
        }
      T = ET->getNamedType();
      continue;
    }
    if (const auto *TT = dyn_cast<TypedefType>(Ty)) {
      const TypedefNameDecl *D = TT->getDecl();
      if (isKokkosDecl(D) && D->getIdentifier()) {
        StringRef N = D->getName();
        if (N == "DefaultExecutionSpace")
          return Side::Device;
        if (N == "SharedSpace" || N == "SharedHostPinnedSpace") // every target's shim: both sides
          return Side::Shared;
        if (N == "DefaultHostExecutionSpace" && Derived && parseConflatesSpaces(D->getASTContext()))
          return Side::Ambiguous; // `V::memory_space::execution_space` of a deduced View
        if (N == "DefaultHostExecutionSpace" || N == "HostMirror" || N == "host_mirror_type" ||
            N == "t_host" || N == "t_host_const" || N == "t_host_um") // DualView's host views
          return Side::Host;
        Derived = true;
      }
      T = TT->desugar();
      continue;
    }
    if (const auto *TST = dyn_cast<TemplateSpecializationType>(Ty)) {
      const TemplateDecl *TD = TST->getTemplateName().getAsTemplateDecl();
      bool Kokkos = TD && isKokkosDecl(TD) && TD->getIdentifier();
      if (TST->isTypeAlias()) {
        Derived = Derived || Kokkos;
        T = TST->getAliasedType();
        continue;
      }
      if (Kokkos && TD->getName() == "Device")
        return deviceSide(TST->template_arguments(), Derived);
      if (Kokkos && (TD->getName() == "View" || TD->getName() == "DualView"))
        return viewArgsSide(TST->template_arguments(), Derived);
      T = TST->desugar();
      continue;
    }
    if (isa<SubstTemplateTypeParmType>(Ty))
      Derived = true;
    QualType N = Ty->getLocallyUnqualifiedSingleStepDesugaredType();
    if (N.getTypePtr() == Ty)
      break;
    T = N;
  }
  return canonicalSide(T.getCanonicalType(), Derived);
}

Side canonicalSide(QualType T, bool Derived) {
  const auto *RD = T->getAsCXXRecordDecl();
  if (!RD || !isKokkosDecl(RD) || !RD->getIdentifier())
    return Side::NotSpace;
  static const std::set<std::string> DeviceOnly = {
      "Cuda", "CudaSpace", "HIP", "HIPSpace", "SYCL", "SYCLDeviceUSMSpace", "OpenMPTarget",
      "OpenMPTargetSpace", "OpenACC", "OpenACCSpace"};
  // Managed memory and pinned host memory: the host and the device both read them (pinned
  // through UVA; kt/gpu/spaces.hpp allocates them with cudaMallocManaged / cudaMallocHost).
  static const std::set<std::string> Both = {"CudaUVMSpace", "HIPManagedSpace",
                                             "CudaHostPinnedSpace", "HIPHostPinnedSpace"};
  static const std::set<std::string> HostOnly = {"SYCLHostUSMSpace"};
  static const std::set<std::string> HostDefaultable = {"Serial", "OpenMP", "Threads", "HPX",
                                                        "HostSpace"};
  std::string N = RD->getName().str();
  if (DeviceOnly.count(N))
    return Side::Device;
  if (Both.count(N))
    return Side::Shared;
  if (HostOnly.count(N))
    return Side::Host;
  if (HostDefaultable.count(N))
    return Derived && parseConflatesSpaces(RD->getASTContext()) ? Side::Unknown : Side::Host;
  if (N == "ScratchMemorySpace" || N == "AnonymousSpace")
    return Side::Unknown;
  if (const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(RD)) {
    if (N == "Device")
      return deviceSide(S->getTemplateArgs().asArray(), true);
    if (N == "View")
      return viewArgsSide(S->getTemplateArgs().asArray(), true);
  }
  return Side::NotSpace;
}

std::optional<ExecSpace> known(Side S) {
  if (S == Side::Host)
    return ExecSpace::Host;
  if (S == Side::Device)
    return ExecSpace::Device;
  return std::nullopt;
}

std::optional<ExecSpace> exprViewSpace(const Expr *E, int Depth);

std::optional<ExecSpace> varViewSpace(QualType T, const VarDecl *V, int Depth) {
  Side Written = sugarSide(T, false);
  if (Written == Side::Shared)
    return std::nullopt; // managed or pinned: readable from either side
  if (auto S = known(Written))
    return S;
  if (!V || !V->getInit() || Depth > 8)
    return std::nullopt;
  return exprViewSpace(strip(V->getInit()), Depth + 1);
}

/// A DualView's views: h_view / view_host() are host memory, d_view / view_device() live where
/// the DualView's device view does.
std::optional<std::optional<ExecSpace>> dualViewPart(const Expr *E) {
  const Expr *Base = nullptr;
  StringRef Member;
  if (const auto *M = dyn_cast<MemberExpr>(E)) {
    Base = M->getBase();
    Member = M->getMemberDecl()->getIdentifier() ? M->getMemberDecl()->getName() : "";
  } else if (const auto *C = dyn_cast<CXXMemberCallExpr>(E)) {
    Base = C->getImplicitObjectArgument();
    const auto *MD = C->getMethodDecl();
    Member = MD && MD->getIdentifier() ? MD->getName() : "";
  }
  if (!Base || kokkosTemplateName(Base->getType()) != "DualView")
    return std::nullopt;
  if (Member == "h_view" || Member == "view_host")
    return std::optional<ExecSpace>(ExecSpace::Host);
  if (Member == "d_view" || Member == "view_device")
    return known(sugarSide(Base->IgnoreImpCasts()->getType(), false));
  return std::nullopt;
}

/// The View an expression yields: a variable, a mirror of another View, a subview.
std::optional<ExecSpace> exprViewSpace(const Expr *E, int Depth) {
  if (auto Part = dualViewPart(E))
    return *Part;
  if (const auto *D = dyn_cast<DeclRefExpr>(E))
    if (const auto *V = dyn_cast<VarDecl>(D->getDecl()))
      return varViewSpace(V->getType(), V, Depth);
  const auto *C = dyn_cast<CallExpr>(E);
  const FunctionDecl *F = C ? C->getDirectCallee() : nullptr;
  if (F && isKokkosDecl(F) && F->getIdentifier()) {
    StringRef N = F->getName();
    std::vector<const Expr *> Args;
    for (const Expr *A : C->arguments())
      if (!isa<CXXDefaultArgExpr>(A) &&
          kokkosTemplateName(strip(A)->getType()) != "WithoutInitializing_t")
        Args.push_back(strip(A));
    if (N.starts_with("create_mirror") && !Args.empty()) {
      if (isKokkosView(Args[0]->getType()))
        return ExecSpace::Host; // the HostMirror forms
      return kokkosSpaceOf(Args[0]->getType());
    }
    if (N == "subview" && !Args.empty())
      return exprViewSpace(Args[0], Depth + 1);
  }
  return known(sugarSide(E->getType(), false));
}

} // namespace

std::optional<ExecSpace> kokkosSpaceOf(QualType T) { return known(sugarSide(T, false)); }

std::optional<ExecSpace> writtenParameterSpace(QualType Member, QualType Written) {
  const SubstTemplateTypeParmType *Param = nullptr;
  for (int Steps = 0; Steps < 64 && !Param; ++Steps) {
    Param = dyn_cast<SubstTemplateTypeParmType>(Member.getTypePtr());
    QualType N = Member->getLocallyUnqualifiedSingleStepDesugaredType();
    if (N.getTypePtr() == Member.getTypePtr())
      break;
    Member = N;
  }
  const auto *Spec =
      Param ? dyn_cast<ClassTemplateSpecializationDecl>(Param->getAssociatedDecl()) : nullptr;
  if (!Spec || Param->getPackIndex())
    return std::nullopt;
  for (int Steps = 0; Steps < 64; ++Steps) {
    Written = Written.getNonReferenceType();
    const auto *TST = dyn_cast<TemplateSpecializationType>(Written.getTypePtr());
    if (TST && !TST->isTypeAlias()) {
      const TemplateDecl *TD = TST->getTemplateName().getAsTemplateDecl();
      if (!TD || TD->getCanonicalDecl() != Spec->getSpecializedTemplate()->getCanonicalDecl())
        return std::nullopt;
      ArrayRef<TemplateArgument> Args = TST->template_arguments();
      if (Param->getIndex() >= Args.size() ||
          Args[Param->getIndex()].getKind() != TemplateArgument::Type)
        return std::nullopt;
      return known(sugarSide(Args[Param->getIndex()].getAsType(), false));
    }
    QualType N = Written->getLocallyUnqualifiedSingleStepDesugaredType();
    if (N.getTypePtr() == Written.getTypePtr())
      break;
    Written = N;
  }
  return std::nullopt;
}

bool namesKokkosSpace(QualType T) {
  return canonicalSide(T.getNonReferenceType().getCanonicalType(), true) != Side::NotSpace;
}

std::optional<ExecSpace> viewMemorySpace(QualType T, const VarDecl *V) {
  return varViewSpace(T, V, 0);
}

bool parseConflatesSpaces(ASTContext &Ctx) {
  for (const NamedDecl *K : Ctx.getTranslationUnitDecl()->lookup(&Ctx.Idents.get("Kokkos")))
    if (const auto *NS = dyn_cast<NamespaceDecl>(K))
      for (const NamedDecl *D : NS->lookup(&Ctx.Idents.get("DefaultExecutionSpace")))
        if (const auto *TD = dyn_cast<TypedefNameDecl>(D))
          return canonicalSide(TD->getUnderlyingType().getCanonicalType(), false) == Side::Host;
  return false;
}

bool policySpaceAmbiguous(QualType T) {
  const auto *TST = T->getAs<TemplateSpecializationType>();
  while (TST && TST->isTypeAlias())
    TST = TST->getAliasedType()->getAs<TemplateSpecializationType>();
  const TemplateDecl *TD = TST ? TST->getTemplateName().getAsTemplateDecl() : nullptr;
  if (!TD || !parseConflatesSpaces(TD->getASTContext()))
    return false;
  for (const TemplateArgument &A : TST->template_arguments())
    if (A.getKind() == TemplateArgument::Type && namesKokkosSpace(A.getAsType()) &&
        sugarSide(A.getAsType(), false) == Side::Ambiguous)
      return true;
  return false;
}

std::optional<ExecSpace> policyTypeSpace(QualType T) {
  const auto *TST = T->getAs<TemplateSpecializationType>();
  while (TST && TST->isTypeAlias())
    TST = TST->getAliasedType()->getAs<TemplateSpecializationType>();
  if (!TST)
    return std::nullopt;
  std::optional<ExecSpace> Found;
  for (const TemplateArgument &A : TST->template_arguments())
    if (A.getKind() == TemplateArgument::Type)
      if (auto S = known(sugarSide(A.getAsType(), false)))
        Found = S;
  return Found;
}

const char *execSpaceName(ExecSpace S) { return S == ExecSpace::Host ? "host" : "device"; }

} // namespace kt
