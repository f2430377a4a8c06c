// KT1061: user names that collide with the output's own (kt_*, namespace kt, the shim's KT_*
// macros).
#pragma once

#include "rewriters/recognise/macros/PreprocessorFacts.h"
#include "rewriters/model/Diagnostics.h"

#include "clang/AST/ASTContext.h"

namespace kt {

/// KT1061 at the first declaration of each name beginning with kt_, a namespace or type named
/// kt, and each #define of a kt_* macro or of a KT_* macro the shim defines, in the editable
/// files.
void checkReservedNames(clang::ASTContext &Ctx, const EditableFiles &Files,
                        const PreprocessorFacts &PP, DiagSink &Diags);

} // namespace kt
