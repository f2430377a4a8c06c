#pragma once
// Applies a file's edits and formats only the code the translator wrote (issue 15 item 2).
//
// Every user line that no edit touches stays byte-identical. Inserted code (kernels, launches,
// prologues: an edit marked Generated or whose text spans lines) is formatted with the input
// tree's .clang-format (clang::format::getStyle("file", <path>)), or LLVM style with a 100-column
// limit when the tree has none. One-line edits (a Kokkos name replaced by its kt:: spelling)
// keep the user's layout.

#include "rewriters/emit/HostRewrite.h"

#include "clang/Format/Format.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace kt {

/// The style inserted code follows: the .clang-format above Path, else LLVM with 100 columns.
/// Options that add or remove tokens (InsertBraces, RemoveSemicolon, ...) are turned off, so
/// formatting only moves whitespace and comments.
clang::format::FormatStyle insertedCodeStyle(llvm::StringRef Path);

/// Code with Edits applied (sorted by offset; insertions at one offset keep their order); the
/// lines of generated (Edit::Generated) and multi-line edit texts are formatted in Style, and
/// formatting that would change any other line is dropped. A deleted word takes the blanks
/// after it along. Edits must not overlap (checkEdits refuses them first).
std::string applyEdits(llvm::StringRef Code, std::vector<Edit> Edits,
                       const clang::format::FormatStyle &Style);

/// The 1-based line ranges of Code that Edits change: the lines an edit replaces text in, and
/// the line an insertion goes into unless it goes between lines.
std::vector<std::pair<unsigned, unsigned>> editedLines(llvm::StringRef Code,
                                                       const std::vector<Edit> &Edits);

} // namespace kt
