// The edits the translator makes to a file, and which files it may edit: the one currency of
// the recognisers' checks, the host rewrites and the lowerings' insertions.
#pragma once

#include "clang/AST/DeclBase.h"
#include "clang/Basic/SourceManager.h"

#include <map>
#include <string>

namespace kt {

struct Edit {
  unsigned Offset = 0, Length = 0;
  std::string Text;
  clang::FileID File; ///< invalid: the main file
  /// The replacement text of a user #define (a lone Kokkos name): the one edit allowed inside
  /// a macro definition (checkEdits).
  bool DefineBody = false;
  /// Code the translator writes (a launch), formatted even when it is one line (FormatInserted).
  bool Generated = false;
  /// The file's shim include (`#include "kt/cuda.hpp"`, then any family headers): where
  /// placePrologues puts the kernels' helpers.
  bool ShimInclude = false;
  /// A dispatch in a template that no instantiation of this unit reaches: the static_assert
  /// that stands for it, which another unit's launches of the same dispatch replace where a
  /// header's translations are merged (tool/Headers.cpp).
  bool Unseen = false;
  /// A functor's operator() body lowered into kernels, emptied: it replaces whatever another
  /// unit, which dispatches nothing through it, edits inside it (tool/Headers.cpp).
  bool Stub = false;
};

/// Which files the translator may write: the main file, and headers below an input root.
struct EditableFiles {
  std::string InRoot; ///< absolute; empty: only the main file
  bool contains(const clang::SourceManager &SM, clang::FileID F) const;
  bool contains(const clang::SourceManager &SM, clang::SourceLocation L) const {
    return L.isValid() && L.isFileID() && contains(SM, SM.getFileID(L));
  }
  /// Whether D is written (by its expansion location) in an editable file. The whole-TU
  /// walks skip every other declaration, so they never descend into the standard headers.
  bool holds(const clang::SourceManager &SM, const clang::Decl *D) const;

private:
  mutable std::map<unsigned, bool> Known; ///< FileID hash -> below InRoot (headers only)
};

/// [Begin, End) of one file (a real FileID: the main file's too).
struct Span {
  clang::FileID File;
  unsigned Begin = 0, End = 0;
  bool operator==(const Span &O) const {
    return File == O.File && Begin == O.Begin && End == O.End;
  }
};

} // namespace kt
