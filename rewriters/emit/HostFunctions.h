// Host-side edits of device functions (see HostFunctions.cpp).
#pragma once

#include "rewriters/emit/HostRewrite.h"

#include <functional>

namespace kt {

/// Edits for KOKKOS_* function macros, unmarked user functions kernels call, and the target's
/// routine directive. Skipped(File, Offset): the position lies in a dispatch statement.
std::vector<Edit> deviceFunctionEdits(clang::ASTContext &Ctx, const PreprocessorFacts &PP,
                                      const EditableFiles &Files, const UnitRecog &RC,
                                      const HostSpelling &Sp,
                                      const std::function<bool(clang::FileID, unsigned)> &Skipped);

/// KT1070 for each function kernels call (UnitRecog::DeviceFunctions) that stays host-only on
/// a target where unmarked functions are (HostSpelling::UnmarkedHostOnly): see DeviceCallable.cpp.
void checkDeviceCallable(clang::ASTContext &Ctx, const PreprocessorFacts &PP,
                         const EditableFiles &Files, const UnitRecog &RC, const HostSpelling &Sp);

/// F (any declaration of it) carries a KOKKOS_* function macro: it also compiles for the device.
bool hasKokkosFunctionMacro(const clang::FunctionDecl *F, const PreprocessorFacts &PP,
                            const clang::SourceManager &SM);

/// KT1006 at the first use of each KOKKOS_* macro in the editable files that is neither
/// rewritten (function and lambda markers) nor defined by the shim (shimKokkosMacros).
void checkKokkosMacros(const PreprocessorFacts &PP, const clang::SourceManager &SM,
                       DiagSink &Diags);

} // namespace kt
