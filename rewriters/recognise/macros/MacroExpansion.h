// Dispatches written inside user macros (issue 13, kacc_atomics): translation by expansion.
//   A dispatch whose callee, parentheses or lambda braces a user macro writes has no text of
//   its own in the file: one macro body stands for many kernels. The translator then works in
//   two passes. The first parse records the expanded tokens (the preprocessor's token watcher)
//   and which macro each expansion was; for every outermost macro call in the main file (and,
//   in tree mode, in the headers under --in-root) whose
//   expansion holds such a dispatch it writes the call's expansion (the tokens clang parsed,
//   spelled: parameters substituted, #x as its string literal, ## pasted; object-like macros
//   of headers that hold no dispatch part, KOKKOS_LAMBDA or NULL, keep their name) in place of the
//   call. The second parse translates that text as if the user had written it: each dispatch
//   instance its own kernel, named after the call's line. Every line of an expansion is
//   preceded by a `#line N` marker (N: the call's line), so diagnostics, kernel names and
//   kernel comments name the call's line, and the lines after it keep their numbers; the
//   markers are removed from the output. Everything outside such calls stays byte-identical.
//   Refused (KT1027): a call in a file the translator does not write, a call that spans a preprocessor directive, a call
//   whose expansion holds a _Pragma (consumed by the preprocessor: no token to write), a
//   dispatch whose expanded tokens were not all seen.
#pragma once

#include "rewriters/model/Diagnostics.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Lex/Token.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace clang {
class Preprocessor;
}

namespace kt {

/// What the first parse records for expansion: the tokens macros produced, in parse order,
/// and each macro expansion by the raw location of its name token.
struct ExpansionRecord {
  std::vector<clang::Token> Tokens;
  std::set<unsigned> Seen; ///< raw locations of Tokens (a token re-lexed after backtracking)
  struct Macro {
    std::string name;
    bool objectLike = false;
    bool builtin = false;
    bool mainFile = false; ///< defined in the main file
  };
  std::map<unsigned, Macro> Expansions;
  std::vector<clang::SourceLocation> Pragmas; ///< _Pragma operators that macros wrote
  /// The first parse records tokens and expansions; the second only the names of the macros
  /// it expands (Used), to know which of ExpandedAway (the first parse's macros that wrote
  /// dispatches, now expanded in place) no code calls any more.
  bool First = true;
  std::set<std::string> ExpandedAway, Used;
};

/// Installs the token watcher (first parse) and the expansion callbacks on PP, filling R.
void recordExpansions(clang::Preprocessor &PP, ExpansionRecord &R);

/// When a dispatch of Calls (the unit's top-level dispatches) is written by a user macro:
/// Source gets the main file with each outermost call holding one replaced by its expansion,
/// and Headers the same for each Editable header (tree mode) that holds such a call, by its
/// real path (true); or a KT1027 is reported for a call that cannot be expanded (true, Source
/// empty). False when no dispatch is written by a macro. Away gets the names of the expanded
/// macros whose expansion holds a dispatch part.
bool expandMacroDispatches(clang::ASTContext &Ctx, clang::Preprocessor &PP,
                           const std::vector<const clang::CallExpr *> &Calls,
                           const ExpansionRecord &R,
                           const std::function<bool(clang::FileID)> &Editable, DiagSink &Diags,
                           std::string &Source, std::map<std::string, std::string> &Headers,
                           std::set<std::string> &Away);

/// The macros the expansion replaced and no code calls any more: their #defines, dead text
/// now, keep whatever Kokkos names they spell (not refused as a define spelling Kokkos).
template <class DefineList> void dropExpandedDefines(DefineList &Defines, const ExpansionRecord &R) {
  if (R.First || R.ExpandedAway.empty())
    return;
  Defines.erase(std::remove_if(Defines.begin(), Defines.end(),
                               [&](const auto &D) {
                                 return R.ExpandedAway.count(D.Name) && !R.Used.count(D.Name);
                               }),
                Defines.end());
}

/// Text with the expansion markers (`#line N /*kt-macro-expansion*/` lines) removed.
std::string stripExpansionMarks(const std::string &Text);

/// Edited line ranges of the second parse's Code ([first, last], 1-based, as editedLines
/// gives them) in the lines of the user's file: a line of an expansion is its call's line, and
/// every call's line counts as edited.
std::vector<std::pair<unsigned, unsigned>>
userEditedLines(llvm::StringRef Code, std::vector<std::pair<unsigned, unsigned>> Lines);

} // namespace kt
