// Recognises the Kokkos containers a kernel may capture (DualView, Kokkos::vector (a DualView),
// ScatterView, UniqueToken, StaticCrsGraph, UnorderedMap):
// each travels to the kernel as its shim handle, a trivially copyable struct
// (runtime-shim/API.md, "Containers"), spelled from the container's canonical template
// arguments, which are the same against the bundled header and against real Kokkos.
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/Recognisers.h"

#include "clang/AST/DeclTemplate.h"
#include "rewriters/recognise/ast/Visitor.h"

using namespace clang;

namespace kt {

namespace {
/// Bits of a `Kokkos::MemoryTraits<N>` template argument, 0 for anything else.
unsigned memoryTraitsBits(const TemplateArgument &A) {
  if (A.getKind() != TemplateArgument::Type)
    return 0;
  const auto *S = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      A.getAsType().getCanonicalType()->getAsCXXRecordDecl());
  if (!S || kokkosTemplateName(A.getAsType()) != "MemoryTraits" || S->getTemplateArgs().size() != 1 ||
      S->getTemplateArgs()[0].getKind() != TemplateArgument::Integral)
    return 0;
  return static_cast<unsigned>(S->getTemplateArgs()[0].getAsIntegral().getZExtValue());
}
/// UnorderedMap<Key, Value, Device, Hasher, EqualTo>: kt::impl::UnorderedMapHandle<Key, Value,
/// Hasher, EqualTo> (the memory space is not part of it: the handle holds the arrays' pointers).
std::optional<std::string> unorderedMapHandleType(QualType T, const ASTContext &Ctx) {
  const auto *S = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T.getNonReferenceType().getCanonicalType()->getAsCXXRecordDecl());
  if (!S || S->getTemplateArgs().size() != 5)
    return std::nullopt;
  const TemplateArgumentList &A = S->getTemplateArgs();
  std::string R = "kt::impl::UnorderedMapHandle<";
  for (unsigned I : {0u, 1u, 3u, 4u}) {
    if (A[I].getKind() != TemplateArgument::Type)
      return std::nullopt;
    R += (I ? ", " : "") + typeText(A[I].getAsType(), Ctx);
  }
  return R + ">";
}
} // namespace

std::optional<std::string> containerHandleType(QualType T, const ASTContext &Ctx) {
  std::string Name = kokkosTemplateName(T);
  if (Name == "UniqueToken")
    return std::string("kt::impl::UniqueTokenHandle");
  if (Name == "UnorderedMap")
    return unorderedMapHandleType(T, Ctx);
  if (Name != "DualView" && Name != "ScatterView" && Name != "StaticCrsGraph" && Name != "vector")
    return std::nullopt;
  const auto *S = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T.getNonReferenceType().getCanonicalType()->getAsCXXRecordDecl());
  if (!S || S->getTemplateArgs().size() < (Name == "DualView" || Name == "vector" ? 1u : 4u) ||
      S->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
    return std::nullopt;
  const TemplateArgumentList &A = S->getTemplateArgs();
  std::string Data = typeText(A[0].getAsType(), Ctx);
  if (Name == "vector")  // Kokkos::vector<T, S> is a DualView<T*, LayoutLeft, S>
    return "kt::impl::DualViewHandle<" + Data + " *>";
  if (Name == "DualView") {
    unsigned Bits = 0;
    for (unsigned I = 1; I < A.size(); ++I)
      Bits |= memoryTraitsBits(A[I]);
    return "kt::impl::DualViewHandle<" + Data +
           ((Bits & 0x04) ? ", kt::MemoryTraits<kt::Atomic>>" : ">");
  }
  if (Name == "StaticCrsGraph") {
    if (A.size() != 5 || A[4].getKind() != TemplateArgument::Type)
      return std::nullopt;
    // The size type: its default is the memory space's size_type (unsigned int for CudaSpace
    // and HIPSpace), which the bundled header, real Kokkos and the shim's graph all follow.
    return "kt::impl::CrsGraphHandle<" + Data + ", " + typeText(A[4].getAsType(), Ctx) + ">";
  }
  if (A[3].getKind() != TemplateArgument::Type)
    return std::nullopt;
  std::string Op = kokkosTemplateName(A[3].getAsType());
  if (Op != "ScatterSum" && Op != "ScatterProd" && Op != "ScatterMin" && Op != "ScatterMax")
    return std::nullopt;
  return "kt::impl::ScatterHandle<" + Data + ", kt::" + Op + ">";
}

bool checkDualViewSides(const Stmt *Body, const Kernel &K, RecogContext &RC) {
  // The other side's view of a captured DualView: h_view / view_host() in a device kernel,
  // d_view / view_device() in a host dispatch (the handle carries both pointers).
  struct Walker : Visitor {
    const Kernel &K;
    RecogContext &RC;
    bool Ok = true;
    Walker(const Kernel &K, RecogContext &RC) : K(K), RC(RC) {}
    void check(const Expr *Base, StringRef Member, SourceLocation Loc) {
      if (!Base || (kokkosTemplateName(Base->getType()) != "DualView" &&
                    kokkosTemplateName(Base->getType()) != "vector"))
        return;
      bool Host = Member == "h_view" || Member == "view_host";
      bool Dev = Member == "d_view" || Member == "view_device";
      if (K.policy.space == ExecSpace::Device && Host) {
        RC.Diags.error(Loc, DiagId::InaccessibleView,
                       "'" + Member.str() + "' is a DualView's host view, which this device "
                       "kernel cannot read; use d_view (and modify_device/sync_host)");
        Ok = false;
      } else if (K.policy.space == ExecSpace::Host && Dev) {
        std::optional<ExecSpace> S = kokkosSpaceOf(Base->IgnoreImpCasts()->getType());
        if (S == ExecSpace::Device) {
          RC.Diags.error(Loc, DiagId::InaccessibleView,
                         "'" + Member.str() + "' is a DualView's device view, which this host "
                         "dispatch cannot read; use h_view (and modify_host/sync_device)");
          Ok = false;
        }
      }
    }
    bool VisitMemberExpr(MemberExpr *M) override {
      if (M->getMemberDecl()->getIdentifier())
        check(M->getBase(), M->getMemberDecl()->getName(), M->getMemberLoc());
      return true;
    }
  } W(K, RC);
  W.TraverseStmt(const_cast<Stmt *>(Body));
  return W.Ok;
}

} // namespace kt
