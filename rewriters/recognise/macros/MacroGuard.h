// What the translator refuses about macros, and its last check before writing anything.
//   - A dispatch written (callee, parentheses, or a lambda's braces) by a user macro cannot be
//     translated: its kernel would be the macro call's text and its launch would land inside
//     the expansion. KT1027 at the expansion site. KOKKOS_LAMBDA and KOKKOS_CLASS_LAMBDA are
//     macros too; they only open a lambda whose braces are in the file, so they pass.
//   - Every edit must lie within its file and must not begin or end strictly inside a macro
//     call or a #define. A violation is KT1027 at that place (an internal error of the
//     translator, reported rather than written).
#pragma once

#include "rewriters/recognise/macros/PreprocessorFacts.h"

#include "clang/AST/Expr.h"
#include <map>
#include <vector>

namespace kt {

/// The first location of Call that a user macro writes (the dispatch itself, or the braces of
/// its lambda), or an invalid location when there is none.
clang::SourceLocation macroWrittenDispatch(const clang::CallExpr *Call);
/// KT1027 when a user macro writes Call (or its lambda's braces), or when Call has no file
/// range (RangeOk false); returns whether it reported.
bool refuseMacroWrittenDispatch(const clang::CallExpr *Call, bool RangeOk,
                                clang::ASTContext &Ctx, DiagSink &Diags);
/// The dispatch statement Call, [Begin, End) of File, may begin in a branch of a conditional
/// opened before it and hold that conditional's #else/#elif/#endif between two of its
/// arguments (`#else` between a call and its lambda): then Kept gets those directive lines and
/// the skipped branch between them, verbatim, to follow the launch. KT1056 (false) for any
/// other directive that would be cut: one inside an argument, an #if it opens and does not
/// close. Conditionals wholly inside (in a lambda body) pass.
bool directivesInDispatch(const clang::CallExpr *Call, clang::FileID File, unsigned Begin,
                          unsigned End, clang::ASTContext &Ctx, DiagSink &Diags,
                          std::string &Kept);
/// KT1027 at the macro call holding M: a part of a dispatch whose text is not one file range
/// (MacroTextCheck::first()).
void reportMacroText(clang::SourceLocation M, clang::ASTContext &Ctx, DiagSink &Diags);

/// The name of the outermost macro call that wrote L, as written in the file ("" if none).
std::string macroName(clang::SourceLocation L, const clang::ASTContext &Ctx);
/// "the macro NAME" for the macro whose expansion holds L ("a macro" when unknown).
std::string macroNameAt(clang::SourceLocation L, const clang::ASTContext &Ctx);

/// Reports KT1027 for each edit of PerFile (invalid FileID: the main file) that leaves its
/// file or cuts a macro call or a #define, and for edits of one file that overlap (applyEdits
/// could not write them). Returns whether all edits are sound.
bool checkEdits(const clang::SourceManager &SM, const std::map<clang::FileID, std::vector<Edit>> &PerFile,
                const PreprocessorFacts &PP, DiagSink &Diags);

} // namespace kt
