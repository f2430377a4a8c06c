// Where the dispatches of a translation unit are, and where their kernels go: the dispatch
// finder, the kernel's insertion point, the statement's end, and the checks of the unit that
// precede recognition.
#pragma once

#include "rewriters/recognise/macros/PreprocessorFacts.h"
#include "rewriters/model/Target.h"
#include "rewriters/recognise/Recognisers.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include <utility>
#include <vector>

namespace kt {

/// The top-level dispatch calls of a unit.
struct DispatchSites {
  /// Calls in the editable files (the main file and headers below --in-root) that are not
  /// inside another dispatch, with their file ranges.
  std::vector<std::pair<const clang::CallExpr *, Span>> Found;
  /// Dispatches in other user headers (not translatable: KT1019).
  std::vector<const clang::CallExpr *> Outside;
};
DispatchSites findDispatchSites(clang::ASTContext &Ctx, const EditableFiles &Files);

/// That insertion point is inside an unnamed namespace (written around the declaration).
bool insertsInUnnamedNamespace(clang::ASTContext &Ctx, const clang::Expr *E);

/// Makes K a template over the classes RC.LaterClasses names; false (reported) when it
/// cannot be.
bool templateOverLaterClasses(Kernel &K, const clang::CallExpr *Call, RecogContext &RC);

/// End extends over a following `;` so the launch block replaces the whole statement.
unsigned afterSemicolon(clang::ASTContext &Ctx, const clang::Expr *E, unsigned End);


} // namespace kt
