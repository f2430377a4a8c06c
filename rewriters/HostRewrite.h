// Host-side rewrites: the Kokkos include becomes the shim's, Kokkos:: names become kt::,
// KOKKOS_* function macros become the target's qualifiers, and user functions that kernels
// call become device-callable.
#pragma once

#include "rewriters/Recognisers.h"

#include "clang/Lex/PPCallbacks.h"
#include <string>
#include <vector>

namespace kt {

struct Edit {
  unsigned Offset = 0, Length = 0;
  std::string Text;
};

/// Kokkos includes and KOKKOS_* macro uses seen by the preprocessor in the main file.
struct PreprocessorFacts {
  std::vector<std::pair<unsigned, unsigned>> KokkosIncludes; ///< [begin, end) of each #include
  struct MacroUse {
    unsigned Offset, Length;
    std::string Name;
  };
  std::vector<MacroUse> Macros;
};
std::unique_ptr<clang::PPCallbacks> makePreprocessorRecorder(clang::SourceManager &SM,
                                                             PreprocessorFacts &Out);

/// Every qualified Kokkos name in the main file (outside macros).
std::vector<KokkosNameUse> collectKokkosNameUses(clang::ASTContext &Ctx);

struct HostSpelling {
  std::string Include;          ///< e.g. #include "kt/cuda.hpp"
  std::string FunctionQualifier; ///< e.g. __host__ __device__
};

/// Edits for the host parts of the file. Ranges in Skip (dispatch statements) are left alone.
std::vector<Edit> hostEdits(clang::ASTContext &Ctx, const PreprocessorFacts &PP,
                            const RecogContext &RC, const HostSpelling &Sp,
                            const std::vector<std::pair<unsigned, unsigned>> &Skip,
                            DiagSink &Diags);

} // namespace kt
