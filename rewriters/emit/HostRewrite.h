// Host-side rewrites: the Kokkos include becomes the shim's, Kokkos:: names become kt::,
// KOKKOS_* function macros become the target's qualifiers, and user functions that kernels
// call become device-callable.
#pragma once

#include "rewriters/recognise/Recognisers.h"

#include "clang/Lex/PPCallbacks.h"
#include <map>
#include <set>
#include <string>
#include <vector>

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

/// Every qualified Kokkos name in the editable files (outside macros).
/// Every `Kokkos::` name written in the editable files. With PP, a name written through an
/// object-like macro (`Kokkos::BACKEND`) is the macro's one-name replacement.
std::vector<KokkosNameUse> collectKokkosNameUses(clang::ASTContext &Ctx, const EditableFiles &E,
                                                const clang::Preprocessor *PP = nullptr);

/// Per editable file, the shim's family headers (kt/random.hpp, ...) its code needs
/// (ShimFamilies.cpp).
std::map<clang::FileID, std::set<std::string>> collectShimFamilies(clang::ASTContext &Ctx,
                                                                 const EditableFiles &E);

/// KOKKOS_FUNCTION, KOKKOS_INLINE_FUNCTION, KOKKOS_FORCEINLINE_FUNCTION or
/// KOKKOS_DEFAULTED_FUNCTION: a macro that marks a device function (HostFunctions.cpp).
bool isKokkosFunctionMacro(llvm::StringRef Name);

struct HostSpelling {
  std::string Include;          ///< e.g. #include "kt/cuda.hpp"
  std::string FunctionQualifier; ///< e.g. __host__ __device__
  /// A line put before every namespace-scope device function (its template header included)
  /// instead of FunctionQualifier, e.g. `#pragma acc routine seq`; empty: none.
  std::string RoutineDirective = {};
  /// The Kokkos backend whose own names the shim provides on this target ("Cuda", "HIP",
  /// "OpenMPTarget", "OpenACC"): `Kokkos::CudaSpace` is accepted for cuda only (ApiTable.cpp).
  std::string Backend = {};
  /// A function without the qualifier runs on the host only (CUDA, HIP): kernels may call only
  /// marked functions, constexpr ones and the C math library (DeviceCallable.cpp). Off where
  /// the compiler makes every function the device reaches a device function (OpenMP's implicit
  /// declare target; GCC's OpenACC inlines them at -O3).
  bool UnmarkedHostOnly = false;
};

/// [Begin, End) of one file (a real FileID: the main file's too).
struct Span {
  clang::FileID File;
  unsigned Begin = 0, End = 0;
  bool operator==(const Span &O) const {
    return File == O.File && Begin == O.Begin && End == O.End;
  }
};

/// Edits for the host parts of the file. Ranges in Skip (dispatch statements) are left alone.
std::vector<Edit> hostEdits(clang::ASTContext &Ctx, const PreprocessorFacts &PP,
                            const EditableFiles &Files, const UnitRecog &RC,
                            const HostSpelling &Sp, const std::vector<Span> &Skip,
                            DiagSink &Diags);

} // namespace kt
