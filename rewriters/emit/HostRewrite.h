// Host-side rewrites: the Kokkos include becomes the shim's, Kokkos:: names become kt::,
// KOKKOS_* function macros become the target's qualifiers, and user functions that kernels
// call become device-callable.
#pragma once

#include "rewriters/model/Edits.h"
#include "rewriters/recognise/macros/PreprocessorFacts.h"
#include "rewriters/recognise/Recognisers.h"

#include "clang/Lex/PPCallbacks.h"
#include <map>
#include <set>
#include <string>
#include <vector>

namespace kt {

/// Every qualified Kokkos name in the editable files (outside macros).
/// Every `Kokkos::` name written in the editable files. With PP, a name written through an
/// object-like macro (`Kokkos::BACKEND`) is the macro's one-name replacement.
/// Names written in function-like macros' bodies go to BodyNames (UnitRecog::MacroBodyNames).
std::vector<KokkosNameUse> collectKokkosNameUses(
    clang::ASTContext &Ctx, const EditableFiles &E, const clang::Preprocessor *PP = nullptr,
    std::map<std::pair<clang::FileID, unsigned>, std::set<std::string>> *BodyNames = nullptr);

/// Per editable file, the shim's family headers (kt/random.hpp, ...) its code needs
/// (ShimFamilies.cpp).
std::map<clang::FileID, std::set<std::string>> collectShimFamilies(clang::ASTContext &Ctx,
                                                                 const EditableFiles &E);

struct HostSpelling {
  std::string Include;          ///< e.g. #include "kt/cuda.hpp"
  std::string FunctionQualifier; ///< e.g. __host__ __device__
  /// A line put before every namespace-scope device function (its template header included)
  /// instead of FunctionQualifier, e.g. `#pragma acc routine seq`; empty: none.
  std::string RoutineDirective = {};
  /// The Kokkos backend whose own names the shim provides on this target ("Cuda", "HIP",
  /// "OpenMPTarget", "OpenACC"): `Kokkos::CudaSpace` is accepted for cuda only (ApiTable.cpp).
  std::string Backend = {};
  /// A function without the qualifier runs on the host only (CUDA, HIP): kernels may call only
  /// marked functions, constexpr ones and the C math library (DeviceCallable.cpp). Off where
  /// the compiler makes every function the device reaches a device function (OpenMP's implicit
  /// declare target; GCC's OpenACC inlines them at -O3).
  bool UnmarkedHostOnly = false;
};

/// Edits for the host parts of the file. Ranges in Skip (dispatch statements) are left alone.
std::vector<Edit> hostEdits(clang::ASTContext &Ctx, const PreprocessorFacts &PP,
                            const EditableFiles &Files, const UnitRecog &RC,
                            const HostSpelling &Sp, const std::vector<Span> &Skip,
                            DiagSink &Diags);

} // namespace kt
