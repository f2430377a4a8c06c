// Host-side edits of device functions (see HostFunctions.cpp).
#pragma once

#include "rewriters/HostRewrite.h"

#include <functional>

namespace kt {

/// Edits for KOKKOS_* function macros, unmarked user functions kernels call, and the target's
/// routine directive. Skipped(File, Offset): the position lies in a dispatch statement.
std::vector<Edit> deviceFunctionEdits(clang::ASTContext &Ctx, const PreprocessorFacts &PP,
                                      const EditableFiles &Files, const RecogContext &RC,
                                      const HostSpelling &Sp,
                                      const std::function<bool(clang::FileID, unsigned)> &Skipped);

} // namespace kt
