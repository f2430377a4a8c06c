// Functions kernels call that a target cannot call on the device (KT1070). On CUDA and HIP an
// unmarked function is host-only: the translator qualifies the user functions it can edit
// (HostFunctions.cpp); every other function a kernel reaches must already be a device
// function: marked with a KOKKOS_* function macro, constexpr (nvcc's
// --expt-relaxed-constexpr; HIP makes constexpr functions host-device), implicit or
// defaulted, or one of the C library's functions that CUDA and HIP declare for the device.
#include "rewriters/emit/HostFunctions.h"

#include "rewriters/recognise/Recognisers.h"

#include "clang/AST/Attr.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/Path.h"

#include <set>

using namespace clang;

namespace kt {

namespace {

/// The compiler makes it a device function as written: constexpr, implicit, defaulted,
/// deleted, or carrying the CUDA attributes themselves.
bool implicitlyDevice(const FunctionDecl *F) {
  for (const FunctionDecl *D : F->redecls())
    if (D->isConstexpr() || D->isImplicit() || D->isDefaulted() || D->isDeleted() ||
        D->hasAttr<CUDADeviceAttr>())
      return true;
  return F->getBuiltinID() != 0;
}

/// A function of the C library (or libstdc++'s overloads of it in <cmath>) that CUDA and HIP
/// also declare for the device: the math library, printf, the memory functions, abs, assert.
bool deviceCLibrary(const FunctionDecl *F, const SourceManager &SM) {
  static const std::set<std::string> Files = {"cmath", "math.h", "mathcalls.h",
                                              "mathcalls-narrow.h", "mathcalls-helper-functions.h",
                                              "std_abs.h", "complex.h"};
  static const std::set<std::string> Names = {"printf", "malloc", "free", "memcpy", "memset",
                                              "abs", "labs", "llabs", "__assert_fail"};
  const FunctionDecl *First = F->getFirstDecl();
  const std::string File =
      llvm::sys::path::filename(SM.getFilename(SM.getExpansionLoc(First->getLocation()))).str();
  if (Files.count(File) && !isa<CXXMethodDecl>(F))
    return true;
  return Names.count(F->getNameAsString()) && F->getDeclContext()->getRedeclContext()->isTranslationUnit();
}

std::string where(const FunctionDecl *F, const SourceManager &SM) {
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(F->getLocation()));
  return P.isValid() ? llvm::sys::path::filename(P.getFilename()).str() + ":" +
                           std::to_string(P.getLine())
                     : std::string("another file");
}

} // namespace

void checkDeviceCallable(ASTContext &Ctx, const PreprocessorFacts &PP, const EditableFiles &Files,
                         const UnitRecog &RC, const HostSpelling &Sp) {
  if (!Sp.UnmarkedHostOnly)
    return;
  SourceManager &SM = Ctx.getSourceManager();
  std::set<const FunctionDecl *> Reported;
  for (const FunctionDecl *F : RC.DeviceFunctions) {
    const FunctionDecl *P = F->getTemplateInstantiationPattern();
    const FunctionDecl *W = P ? P : F; // as written
    if (implicitlyDevice(F) || implicitlyDevice(W) || !Reported.insert(F).second)
      continue;
    const bool System = SM.isInSystemHeader(W->getLocation());
    if (System ? deviceCLibrary(W, SM)
               : hasKokkosFunctionMacro(W, PP, SM) || (W->isDefined() && Files.holds(SM, W)))
      continue;
    auto Site = RC.DeviceCallSites.find(F);
    SourceLocation At = Site != RC.DeviceCallSites.end() ? Site->second : F->getLocation();
    const std::string N = F->getQualifiedNameAsString();
    if (System)
      RC.Diags.error(At, DiagId::HostFunctionInKernel,
                     "'" + N + "' runs on the host only: on the GPU a kernel can call "
                     "the standard library's constexpr functions and the C math functions; "
                     "use the Kokkos equivalent (Kokkos::kokkos_swap, Kokkos::complex, the "
                     "Kokkos:: math functions) or write it out in the kernel");
    else if (!W->isDefined())
      RC.Diags.error(At, DiagId::HostFunctionInKernel,
                     "'" + N + "' is called in a kernel but not defined in this file, and has no "
                     "KOKKOS_FUNCTION: on the GPU a kernel can call only device "
                     "functions it can see; define it here, marked KOKKOS_INLINE_FUNCTION");
    else
      RC.Diags.error(At, DiagId::HostFunctionInKernel,
                     "'" + N + "' (" + where(W, SM) + ") is called in a kernel but has no "
                     "KOKKOS_FUNCTION or KOKKOS_INLINE_FUNCTION, and its file is not "
                     "translated (it lies outside --in-root), so it stays host-only; mark it, or translate its folder with --in-root");
  }
}

} // namespace kt
