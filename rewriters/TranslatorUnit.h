// What the steps of one translation unit share (Translator.cpp), and the edits assembled from
// its lowered kernels (TranslatorEdits.cpp). Private to the driver of one translation unit.
#pragma once

#include "rewriters/Translator.h"
#include "rewriters/emit/HostRewrite.h"
#include "rewriters/emit/Lowering.h"

#include "clang/Basic/SourceManager.h"

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace kt {

/// What the steps of one translation unit share.
struct UnitState {
  clang::FileID Main;
  std::string MainName;     ///< how kernel comments name the main file
  std::vector<Span> Stmts;  ///< dispatch statements and bodies: no host edits inside
  /// Per kernel: the kernel's, the body's and the functor class's file (RecogContext).
  std::vector<clang::FileID> KernelFile, BodyFile, ClassFile;
  /// Per kernel: the dispatch's file (the kernel's, except for a lambda passed to a template)
  std::vector<clang::FileID> SiteFile;
  std::unique_ptr<Lowering> L; ///< the target's lowering (it keeps no state between kernels)
  std::vector<Edit> Edits;
  /// Kernel definitions by insertion point (file, offset), in source order.
  std::map<std::pair<clang::FileID, unsigned>, std::string> Defs;
  std::vector<clang::FileID> HelperFiles; ///< per Out.model.teamHelpers: the file that defines it
  /// Per Out.model.teamHelpers, per TeamHelper::declarations: the declaration's file.
  std::vector<std::vector<clang::FileID>> HelperDeclFiles;
  /// Insertion points inside a user's unnamed namespace: a header's kernels there need no
  /// namespace of their own (nvcc's stubs cannot tell two nested unnamed namespaces apart).
  std::set<std::pair<clang::FileID, unsigned>> InUnnamed;
  /// The bodies of functors' operator() that nested dispatches call: kept as written (host
  /// edits included), never stubbed.
  std::vector<Span> NestedBodies;
  /// The bodies of functors' operator() lowered in kernels by nested dispatches over objects
  /// built in place (UnitRecog::InlinedFunctors): stubbed, no host edits inside.
  std::vector<Span> InlinedBodies;
  /// Per insertion point: the kernels' forward declarations (Kernel::forwardDecls), one each.
  std::map<std::pair<clang::FileID, unsigned>, std::string> Forward;
  /// The launches of functor kernels at dispatches lambdas reach too (Kernel::lambdaSite).
  std::map<std::pair<clang::FileID, unsigned>, std::string> FunctorElse;
  std::vector<size_t> Site;       ///< per kernel: its dispatch (DispatchSites::Found index)
  std::vector<bool> SiteRefused;  ///< per dispatch: a KT diagnostic of its own stops it
  clang::FileID editFile(clang::FileID F) const { return F == Main ? clang::FileID() : F; }
};


/// Per dispatch site: the launches of its per-instantiation kernels (kernel index, launch).
using GuardedLaunches =
    std::map<std::pair<clang::FileID, unsigned>, std::vector<std::pair<size_t, std::string>>>;
/// Per capture struct of a lambda passed to a template: its launch methods (kernel, method).
using PassedLaunches = std::map<std::string, std::vector<std::pair<size_t, std::string>>>;

/// What replaces a dispatch that no instantiation of its template reaches (Args: the
/// template's arguments): an assertion that fails only if the template is instantiated.
std::string unseenDispatchText(const std::string &Args);
/// Per dispatch with one kernel per distinct template instantiation: the launches as one
/// `if constexpr` chain on the template's arguments, ending in a static_assert for an
/// instantiation the translation did not see.
void guardedLaunchEdits(const FileModel &M, const GuardedLaunches &Guarded, UnitState &U);
/// Per capture struct of a lambda passed to a template (after its kernels): the struct with
/// one launch method per dispatch, the lambda's replacement, each dispatch's method call.
void passedLambdaEdits(const FileModel &M, const PassedLaunches &Passed, UnitState &U);
/// The kernel definitions at their insertion points (a header's in an unnamed namespace,
/// unless the user's is around them), then the team helpers' (after the kernels: they say
/// what each helper needs).
void definitionEdits(const FileModel &M, const clang::SourceManager &SM,
                     const std::string &InRoot, UnitState &U);
/// The team helpers' definitions (Defs, per FileModel::teamHelpers) for a target that needs each
/// defined before its first use (Lowering::helpersBeforeUse): where a member helper of a file
/// calls one its file defines later, that file's member helpers are all printed at the last
/// one's place, callees first (the code they name is then declared before them, as it was at
/// their own places), and a comment is left at the others' places.
std::vector<std::string> helpersCalleesFirst(const FileModel &M, const UnitState &U,
                                             const std::vector<std::string> &Defs);
/// For such a target: where helper N's definition is printed in its file (its own place, or
/// the last member helper's of its file when helpersCalleesFirst moves them).
unsigned helperPrintedAt(const FileModel &M, const UnitState &U, size_t N);
/// Functor bodies lowered into kernels become stubs (once per body); functor classes whose
/// non-public members the kernels read get kt_access (once per class).
void functorEdits(const FileModel &M, UnitState &U);

} // namespace kt
