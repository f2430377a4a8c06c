// Translator helpers for files other than the main one: names of headers below --in-root,
// the file of a functor's body, and where the lowering's prologue goes when headers hold
// kernels.
#pragma once

#include "rewriters/emit/HostRewrite.h"
#include "rewriters/emit/Lowering.h"

#include "clang/AST/Expr.h"
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace kt {

/// Absolute, dot-free path of F.
std::string absoluteName(const clang::SourceManager &SM, clang::FileID F);
/// F's path below the input root InRoot (its absolute path when it is not below it).
std::string relativeName(const clang::SourceManager &SM, clang::FileID F,
                         const std::string &InRoot);
/// S with every character that cannot be in an identifier replaced by '_'.
std::string identifier(llvm::StringRef S);
/// Puts the lowering's prologue after the shim include of the main file and of every header
/// with kernels. A header's prologue serves its own kernels; the main file's serves every
/// kernel and team helper of the unit (M). With header kernels, each prologue is guarded
/// (KT_GENERATED_PROLOGUE: the first one in a translation unit wins) and the main file's goes
/// to the top of the file when a header with kernels is included before the main file's own
/// Kokkos include, or a header defining team helpers (HelperFile: per team helper of M, its
/// file; their text uses the shim's device helpers). KernelFile: per kernel of M, its file.
void placePrologues(const clang::SourceManager &SM, const Lowering &L, const FileModel &M,
                    const std::vector<clang::FileID> &KernelFile,
                    const std::vector<clang::FileID> &HelperFile, std::vector<Edit> &Edits);

} // namespace kt
