// Translates one file: parse, recognise, lower, edit, format.
#pragma once

#include "rewriters/model/Diagnostics.h"
#include "rewriters/emit/Lowering.h"
#include "rewriters/model/Options.h"

#include "clang/Tooling/CompilationDatabase.h"
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace kt {

enum ExitCode { ExitOk = 0, ExitUsage = 1, ExitCompile = 2, ExitUnsupported = 3, ExitCheckDiff = 4 };

/// One edit of a header as read (the translator's Edit, rewriters/emit/HostRewrite.h, without
/// its file): what the driver merges across the units that include the header.
struct HeaderEdit {
  unsigned offset = 0, length = 0;
  std::string text;
  bool defineBody = false, generated = false, shimInclude = false;
  /// The static_assert standing for a dispatch in a template no instantiation of the unit
  /// reaches: another unit's launches of that dispatch replace it.
  bool unseen = false;
  /// A functor's operator() body emptied (lowered into kernels): it replaces another unit's
  /// edits inside it.
  bool stub = false;
  bool operator==(const HeaderEdit &) const = default;
};

/// The header Code (at Path) with Edits applied and the inserted code formatted, as the
/// translator writes it (TranslatorHeaders.cpp).
std::string applyHeaderEdits(const std::string &Code, const std::vector<HeaderEdit> &Edits,
                             const std::string &Path);

/// One header below --in-root as this translation unit sees it.
struct HeaderOutput {
  std::string relPath;          ///< below --in-root
  std::string text;             ///< the translated header (its edits from this unit applied)
  std::vector<HeaderEdit> edits; ///< those edits, on the header as read
  /// The byte ranges [begin, end) of the header the preprocessor skipped in this unit (in
  /// every entry of it): code this unit does not compile.
  std::vector<std::pair<unsigned, unsigned>> skipped;
  uint64_t contentHash = 0;     ///< of the header as read
  std::set<std::string> macros; ///< macro context (PreprocessorFacts::MacroContext)
  unsigned kernels = 0;         ///< dispatches translated in it
  /// Key of this translation: path, content hash and macro context (hex).
  std::string key() const;
};

struct TranslateResult {
  int status = ExitOk; ///< ExitOk, ExitCompile or ExitUnsupported
  std::string output;  ///< the translated file (only when status == ExitOk)
  FileModel model;
  std::vector<DiagRecord> diagnostics; ///< KT diagnostics, in report order
  /// Headers below the input root that this file includes and that need edits, by absolute
  /// path (only with TranslateOptions::inRoot set).
  std::map<std::string, HeaderOutput> headers;
  /// The dispatches found in this file and the headers it edits, and how many of them a KT
  /// diagnostic of their own stops: a refused file's partial progress (the report's
  /// `dispatches`; the others would translate once those are fixed).
  unsigned dispatches = 0, refusedDispatches = 0;
  std::string messages; ///< everything the compiler and the translator printed for this file
  /// The first parse's main file with the macro calls that write dispatches expanded
  /// (MacroExpansion.h): when set, the file is translated again from this text.
  std::string expandedSource;
  /// Tree mode: the headers whose macro calls wrote dispatches, by real path, with those calls
  /// expanded as in expandedSource (the second parse reads them instead of the files).
  std::map<std::string, std::string> expandedHeaders;
  std::set<std::string> expandedMacros; ///< the macros expanded there (MacroExpansion.h)
  /// TranslateOptions::verify: the diagnostics agreed with the input's expected-* comments.
  bool verified = false;
};

/// Extra arguments added to every compile command: resource dir, the bundled Kokkos API
/// header (found only when no real Kokkos is on the include path), the target's name for it
/// (-DKOKKOS_TRANSLATE_TARGET_CUDA...: the bundled header then defines the backend macros real
/// Kokkos defines for that target; a real Kokkos ignores it and its own configuration
/// decides), quiet warnings (errors by default stay errors), no error limit.
std::vector<std::string> translatorExtraArgs(Target T);
/// The bundled Kokkos API's include folder (installed layout first, then the source tree).
std::string bundledApiDir();

/// How outputs and reports name a file, never by an absolute path of the build machine: a
/// relative path stays as given; an absolute one becomes relative to the current folder when
/// below it, else relative to Root (the input root, TranslateOptions::inRoot) when below that,
/// else its file name alone.
std::string shownPath(const std::string &Path, const std::string &Root);

/// Translates Code (named FileName) in memory with the given compiler arguments; diagnostics
/// go to stderr. Used by the unit tests.
TranslateResult translateCode(const std::string &Code, const std::string &FileName,
                              const TranslateOptions &Opts,
                              const std::vector<std::string> &Args = {});
/// The same with the default options for target T.
TranslateResult translateCode(const std::string &Code, const std::string &FileName, Target T,
                              const std::vector<std::string> &Args = {});

/// Translates one file of DB. Messages are collected in the result, not printed, so files
/// translated in parallel can be reported in a fixed order. Thread-safe: the file gets a file
/// system of its own (the compile command's working directory is not the process's).
TranslateResult translateFile(const clang::tooling::CompilationDatabase &DB,
                              const std::string &Path, const TranslateOptions &Opts);

} // namespace kt
