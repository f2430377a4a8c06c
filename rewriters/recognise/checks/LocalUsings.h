// KT1011: a kernel body naming something through a using-declaration of the function around
// the dispatch, which the emitted kernel (outside that function) would not see.
#pragma once

#include "rewriters/model/Diagnostics.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Stmt.h"

namespace kt {

/// KT1011 at each name in Body found through a using-declaration (`using X::f;`) that is
/// declared in a function and outside Body.
void checkLocalUsings(const clang::Stmt *Body, clang::ASTContext &Ctx, DiagSink &Diags);

} // namespace kt
