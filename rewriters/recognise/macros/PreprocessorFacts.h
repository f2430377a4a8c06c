// What the preprocessor shows of a unit (PreprocessorRecorder.cpp): Kokkos includes, KOKKOS_*
// macro uses and tests, macro calls and definitions, skipped ranges, every include.
#pragma once

#include "rewriters/model/Diagnostics.h"
#include "rewriters/model/Edits.h"

#include "clang/Lex/PPCallbacks.h"
#include "llvm/ADT/StringRef.h"

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace kt {

/// Kokkos includes and KOKKOS_* macro uses seen by the preprocessor in editable files.
struct PreprocessorFacts {
  /// Backend macros (KOKKOS_ENABLE_*) defined anywhere in the unit (by the bundled header, a
  /// real Kokkos' configuration or the user), and where an editable file first tests one.
  std::set<std::string> BackendDefined;
  clang::SourceLocation FirstBackendTest;
  /// Every test of a KOKKOS_* macro's definedness (#ifdef, #ifndef, #elifdef, #elifndef,
  /// defined()) in an editable file, with the macro's state there. Parse: defined in this
  /// parse. Kept: the state carries over to the output as written (no Kokkos header was
  /// included yet, or the last #define/#undef of the name was in an editable file or on the
  /// command line); otherwise the output takes it from the shim (checkKokkosMacroTests).
  struct MacroTest {
    clang::SourceLocation Loc;
    std::string Name;
    bool Parse = false, Kept = false;
  };
  std::vector<MacroTest> MacroTests;
  /// KOKKOS_VERSION as this parse defines it (0: not defined), and every evaluated #if/#elif
  /// in an editable file whose condition names KOKKOS_VERSION*, with its text
  /// (checkKokkosVersionTests).
  long ParseVersion = 0;
  struct VersionTest {
    clang::SourceLocation Loc;
    std::string Condition;
  };
  std::vector<VersionTest> VersionTests;
  struct Include {
    clang::FileID File;
    unsigned Begin, End; ///< [begin, end) of the #include line's text
    std::string Name;    ///< the file name as written ("Kokkos_DualView.hpp")
  };
  std::vector<Include> KokkosIncludes;
  /// A qualified name `Kokkos::[Experimental::]A[::B...]` in a #define's replacement: the file
  /// offset of its `Kokkos` token, its parts (A, B, ...; `Experimental::` dropped) and the file
  /// offset just past each. No parts in a function-like macro, or after `Kokkos::` without a name.
  struct KokkosRef {
    unsigned Offset = 0;
    std::vector<std::string> Parts;
    std::vector<unsigned> Ends;
  };
  struct MacroUse {
    clang::FileID File;
    unsigned Offset, Length;
    std::string Name;
    /// A #define whose replacement spells `Kokkos::` (its tokens): the file offset of the first
    /// `Kokkos` token, and each qualified name it spells (`#define M Kokkos::HostSpace`,
    /// `#define S std::conditional_t<B, Kokkos::HostSpace, Kokkos::DefaultExecutionSpace>`).
    bool spellsKokkos = false;
    unsigned kokkosOffset = 0;
    std::vector<KokkosRef> kokkosRefs;
  };
  std::vector<MacroUse> Macros;
  /// The KOKKOS_* function macros (KOKKOS_FUNCTION, KOKKOS_INLINE_FUNCTION, ...) written in the
  /// user's other files (neither editable nor system headers): their functions are device
  /// functions as written (hasKokkosFunctionMacro).
  std::vector<MacroUse> OtherFunctionMacros;
  /// Every macro call and every #define in the editable files, [Begin, End) of its text
  /// (the call with its arguments; the #define's name through its last token). No edit may
  /// begin or end strictly inside one (MacroGuard.cpp).
  std::vector<MacroUse> MacroCalls, Defines;
  /// Macro context of each editable header (not the main file): for every macro the header
  /// expands or tests (#ifdef, #ifndef, defined(), #elifdef), `#define NAME definition` or
  /// `#undef NAME` as it was at that point; builtin macros (__LINE__...) are left out.
  std::map<clang::FileID, std::set<std::string>> MacroContext;
  /// Per editable header (entry), the byte ranges [begin, end) its conditional directives made
  /// the preprocessor skip: code this unit does not compile (a header's edits from another
  /// unit may fall there, tool/Headers.cpp).
  std::map<clang::FileID, std::vector<std::pair<unsigned, unsigned>>> Skipped;
  /// Every #include the preprocessor follows, in any file (for KT1028: an include that is not
  /// rewritten but leads to a Kokkos header). Files are named by their unique id.
  struct IncludeEdge {
    std::pair<uint64_t, uint64_t> From, To;
    clang::SourceLocation Hash;
    bool FromEditable = false; ///< written in an editable file
    bool Rewritten = false;    ///< a Kokkos include, which becomes the shim's (or goes)
    bool ToEditable = false;   ///< the included file is an editable header
    bool ToKokkos = false;     ///< the included file is a Kokkos header (Kokkos*)
    std::string ToName;        ///< as written in the directive
  };
  std::vector<IncludeEdge> AllIncludes;
  /// Every editable header the translation unit enters (they are all written to --out-root,
  /// edited or not).
  std::set<clang::FileID> Headers;
};
std::unique_ptr<clang::PPCallbacks> makePreprocessorRecorder(clang::SourceManager &SM,
                                                             const EditableFiles &E,
                                                             PreprocessorFacts &Out);

/// KT1028 at each #include in an editable file that is not rewritten (not a Kokkos include)
/// but leads, through files that are not translated, to a Kokkos header: the output would
/// still include Kokkos.
void reportKokkosReachingIncludes(const PreprocessorFacts &PP, const EditableFiles &Files,
                                  DiagSink &Diags);

/// KOKKOS_FUNCTION, KOKKOS_INLINE_FUNCTION, KOKKOS_FORCEINLINE_FUNCTION or
/// KOKKOS_DEFAULTED_FUNCTION: a macro that marks a device function (HostFunctions.cpp).
bool isKokkosFunctionMacro(llvm::StringRef Name);

} // namespace kt
