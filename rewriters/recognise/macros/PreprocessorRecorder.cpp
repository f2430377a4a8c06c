// The preprocessor facts of a translation (PreprocessorFacts, HostRewrite.h): the Kokkos
// includes, KOKKOS_* macro uses and include edges of the editable files, their tests of
// KOKKOS_* macros and of the Kokkos version (checked by MacroChecks.cpp), recorded while clang
// preprocesses; and the includes that would still lead to Kokkos (KT1040's kin). Moved from
// HostRewrite.cpp.
#include "rewriters/recognise/macros/PreprocessorFacts.h"

#include "rewriters/model/ApiTable.h"
#include "rewriters/recognise/ast/AstUtil.h"

#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/Token.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <functional>
#include <map>
#include <set>

using namespace clang;

namespace kt {

namespace {

class PPRecorder : public PPCallbacks {
public:
  PPRecorder(SourceManager &SM, const EditableFiles &E, PreprocessorFacts &Out)
      : SM(SM), E(E), Out(Out) {}
  void InclusionDirective(SourceLocation HashLoc, const Token &, StringRef FileName, bool,
                          CharSourceRange FilenameRange, OptionalFileEntryRef File, StringRef,
                          StringRef, const Module *, bool,
                          SrcMgr::CharacteristicKind Kind) override {
    edge(HashLoc, FileName, File, Kind);
    if (!E.contains(SM, HashLoc) || !isKokkosHeader(File))
      return;
    ShimIncluded = true; // the output includes the shim here
    // Extra tokens after the file name (`#include <Kokkos_Core.hpp>>`, which clang only warns
    // about) go with the directive; a trailing comment stays.
    unsigned End = SM.getFileOffset(FilenameRange.getEnd());
    StringRef Rest = SM.getBufferData(SM.getFileID(HashLoc)).substr(End);
    Rest = Rest.substr(0, Rest.find('\n'));
    size_t Comment = std::min(Rest.find("//"), Rest.find("/*"));
    End += Rest.substr(0, Comment).rtrim().size();
    Out.KokkosIncludes.push_back({SM.getFileID(HashLoc), SM.getFileOffset(HashLoc), End,
                                  llvm::sys::path::filename(FileName).str()});
  }
  void MacroExpands(const Token &Tok, const MacroDefinition &MD, SourceRange R,
                    const MacroArgs *) override {
    context(Tok.getLocation(), Tok, MD);
    const IdentifierInfo *II = Tok.getIdentifierInfo();
    if (II && R.getBegin().isFileID() && R.getEnd().isFileID() && E.contains(SM, R.getBegin()))
      Out.MacroCalls.push_back(range(R.getBegin(), R.getEnd(), II->getName()));
    if (!II || !II->getName().starts_with("KOKKOS_"))
      return;
    if (!E.contains(SM, Tok.getLocation())) {
      otherFunctionMacro(Tok, II->getName());
      return;
    }
    const MacroInfo *MI = MD.getMacroInfo();
    if (MI && E.contains(SM, SM.getExpansionLoc(MI->getDefinitionLoc())))
      return; // the user's own KOKKOS_* macro: user code, expanded as written
    Out.Macros.push_back({SM.getFileID(Tok.getLocation()), SM.getFileOffset(Tok.getLocation()),
                          Tok.getLength(), II->getName().str()});
  }
  void MacroDefined(const Token &Tok, const MacroDirective *MD) override {
    const MacroInfo *MI = MD ? MD->getMacroInfo() : nullptr;
    const IdentifierInfo *II = Tok.getIdentifierInfo();
    if (II && II->getName().starts_with("KOKKOS_ENABLE_"))
      Out.BackendDefined.insert(II->getName().str());
    if (II && II->getName() == "KOKKOS_VERSION" && MI && MI->getNumTokens() == 1 &&
        MI->getReplacementToken(0).is(tok::numeric_constant) && !E.contains(SM, Tok.getLocation()))
      llvm::StringRef(Lexer::getSpelling(MI->getReplacementToken(0), SM, LangOptions()))
          .getAsInteger(10, Out.ParseVersion);
    // (a -D on the command line reaches the vendor compiler too)
    if (II && II->getName().starts_with("KOKKOS_"))
      LastDirectiveEditable[II->getName().str()] =
          E.contains(SM, Tok.getLocation()) || SM.isWrittenInCommandLineFile(Tok.getLocation());
    SourceLocation B = Tok.getLocation(), End = MI ? MI->getDefinitionEndLoc() : B;
    if (!II || !B.isFileID() || !End.isFileID() || !E.contains(SM, B))
      return;
    Out.Defines.push_back(range(B, End, II->getName()));
    if (MI)
      kokkosReplacement(*MI, Out.Defines.back());
  }
  void FileChanged(SourceLocation L, FileChangeReason Reason, SrcMgr::CharacteristicKind,
                   FileID) override {
    if (Reason != EnterFile || L.isInvalid())
      return;
    FileID F = SM.getFileID(L);
    if (F != SM.getMainFileID() && SM.getFileEntryRefForID(F) && E.contains(SM, F))
      Out.Headers.insert(F);
  }
  void MacroUndefined(const Token &Tok, const MacroDefinition &, const MacroDirective *) override {
    const IdentifierInfo *II = Tok.getIdentifierInfo();
    if (II && II->getName().starts_with("KOKKOS_"))
      LastDirectiveEditable[II->getName().str()] = E.contains(SM, Tok.getLocation());
  }
  void SourceRangeSkipped(SourceRange R, SourceLocation) override {
    SourceLocation B = R.getBegin();
    if (!B.isFileID() || !R.getEnd().isFileID() || SM.isWrittenInMainFile(B) || !E.contains(SM, B))
      return;
    Out.Skipped[SM.getFileID(B)].push_back({SM.getFileOffset(B), SM.getFileOffset(R.getEnd())});
  }
  void If(SourceLocation L, SourceRange Cond, ConditionValueKind V) override {
    versionTest(L, Cond, V);
  }
  void Elif(SourceLocation L, SourceRange Cond, ConditionValueKind V, SourceLocation) override {
    versionTest(L, Cond, V);
  }
  void Ifdef(SourceLocation L, const Token &Tok, const MacroDefinition &MD) override {
    context(L, Tok, MD);
    test(Tok, MD);
  }
  void Ifndef(SourceLocation L, const Token &Tok, const MacroDefinition &MD) override {
    context(L, Tok, MD);
    test(Tok, MD);
  }
  void Elifdef(SourceLocation L, const Token &Tok, const MacroDefinition &MD) override {
    context(L, Tok, MD);
    test(Tok, MD);
  }
  void Elifndef(SourceLocation L, const Token &Tok, const MacroDefinition &MD) override {
    context(L, Tok, MD);
    test(Tok, MD);
  }
  void Defined(const Token &Tok, const MacroDefinition &MD, SourceRange R) override {
    context(R.getBegin(), Tok, MD);
    test(Tok, MD);
  }

private:
  /// A KOKKOS_* function macro written in a user file that is not edited (OtherFunctionMacros).
  void otherFunctionMacro(const Token &Tok, StringRef Name) {
    SourceLocation L = Tok.getLocation();
    if (!L.isFileID() || SM.isInSystemHeader(L) || !isKokkosFunctionMacro(Name))
      return;
    OptionalFileEntryRef F = SM.getFileEntryRefForID(SM.getFileID(L));
    if (F && isKokkosHeader(F))
      return;
    Out.OtherFunctionMacros.push_back(
        {SM.getFileID(L), SM.getFileOffset(L), Tok.getLength(), Name.str()});
  }
  /// A header of the Kokkos library: named Kokkos_* or KokkosExp_*, in a folder that also holds
  /// Kokkos_Core.hpp (the installed or bundled Kokkos). A user header such as KokkosStream.hpp
  /// is not one, whatever its name.
  bool isKokkosHeader(OptionalFileEntryRef File) {
    if (!File)
      return false;
    StringRef Name = llvm::sys::path::filename(File->getName());
    if (!Name.starts_with("Kokkos_") && !Name.starts_with("KokkosExp_"))
      return false;
    StringRef Dir = llvm::sys::path::parent_path(File->getName());
    auto [It, New] = KokkosDirs.insert({Dir.str(), false});
    if (New) {
      llvm::SmallString<256> Core(Dir);
      llvm::sys::path::append(Core, "Kokkos_Core.hpp");
      It->second = static_cast<bool>(SM.getFileManager().getOptionalFileRef(Core));
    }
    return It->second;
  }
  std::map<std::string, bool> KokkosDirs;
  bool ShimIncluded = false; ///< an editable file has included Kokkos (the shim, in the output)
  std::map<std::string, bool> LastDirectiveEditable; ///< per KOKKOS_* macro: its last #define/#undef
  /// Records an #if/#elif of an editable file whose condition names KOKKOS_VERSION*.
  void versionTest(SourceLocation L, SourceRange Cond, ConditionValueKind V) {
    SourceLocation B = SM.getExpansionLoc(Cond.getBegin()); // it may start with a macro
    if (V == CVK_NotEvaluated || !E.contains(SM, L) || B.isInvalid())
      return;
    // The condition: from its start to the end of the directive (its lines joined).
    llvm::StringRef Buf = SM.getBufferData(SM.getFileID(B));
    size_t At = SM.getFileOffset(B), End = At;
    while (End < Buf.size() && (Buf[End] != '\n' || (End > At && Buf[End - 1] == '\\')))
      ++End;
    std::string Text = Buf.slice(At, End).str();
    Text = Text.substr(0, std::min(Text.find("//"), Text.find("/*")));
    if (Text.find("KOKKOS_VERSION") != std::string::npos)
      Out.VersionTests.push_back({L, Text});
  }
  /// Records a definedness test of a KOKKOS_* macro written in an editable file.
  void test(const Token &Tok, const MacroDefinition &MD) {
    const IdentifierInfo *II = Tok.getIdentifierInfo();
    SourceLocation Where = SM.getExpansionLoc(Tok.getLocation());
    if (!II || !II->getName().starts_with("KOKKOS_") || !E.contains(SM, Where))
      return;
    auto It = LastDirectiveEditable.find(II->getName().str());
    bool Kept = !ShimIncluded || (It != LastDirectiveEditable.end() && It->second);
    Out.MacroTests.push_back({Where, II->getName().str(), MD.getMacroInfo() != nullptr, Kept});
  }
  static std::pair<uint64_t, uint64_t> id(FileEntryRef F) {
    return {F.getUniqueID().getDevice(), F.getUniqueID().getFile()};
  }
  void edge(SourceLocation HashLoc, StringRef FileName, OptionalFileEntryRef File,
            SrcMgr::CharacteristicKind Kind) {
    OptionalFileEntryRef From = SM.getFileEntryRefForID(SM.getFileID(HashLoc));
    if (!File || !From)
      return;
    PreprocessorFacts::IncludeEdge Ed;
    Ed.From = id(*From);
    Ed.To = id(*File);
    Ed.Hash = HashLoc;
    Ed.FromEditable = E.contains(SM, HashLoc);
    Ed.ToKokkos = isKokkosHeader(File);
    Ed.Rewritten = Ed.FromEditable && Ed.ToKokkos;
    if (!E.InRoot.empty() && Kind == SrcMgr::C_User) {
      llvm::SmallString<256> P(File->getName());
      SM.getFileManager().makeAbsolutePath(P); // the compile command's directory
      llvm::sys::path::remove_dots(P, true);
      Ed.ToEditable = llvm::StringRef(P).starts_with(E.InRoot + "/");
    }
    Ed.ToName = FileName.str();
    Out.AllIncludes.push_back(std::move(Ed));
  }
  /// The text from token B through token Last (one file).
  static bool named(const Token &T, StringRef Name) {
    return T.is(tok::identifier) && T.getIdentifierInfo()->getName() == Name;
  }
  /// Fills U's Kokkos facts from the replacement tokens of the #define MI (MacroUse).
  void kokkosReplacement(const MacroInfo &MI, PreprocessorFacts::MacroUse &U) {
    ArrayRef<Token> T = MI.tokens();
    for (size_t I = 0; I + 1 < T.size(); ++I) {
      if (!named(T[I], "Kokkos") || T[I + 1].isNot(tok::coloncolon))
        continue;
      if (!T[I].getLocation().isFileID())
        return;
      if (!U.spellsKokkos)
        U.kokkosOffset = SM.getFileOffset(T[I].getLocation());
      U.spellsKokkos = true;
      U.kokkosRefs.push_back(kokkosRef(T, I, MI.isObjectLike()));
    }
  }
  /// The qualified name `Kokkos::[Experimental::]A[::B...]` whose `Kokkos` is T[I], and I moved
  /// to its last token; its parts are left empty in a function-like macro (parameters could
  /// spell any of them).
  PreprocessorFacts::KokkosRef kokkosRef(ArrayRef<Token> T, size_t &I, bool ObjectLike) {
    PreprocessorFacts::KokkosRef R;
    R.Offset = SM.getFileOffset(T[I].getLocation());
    size_t J = I + 2;
    if (J + 1 < T.size() && named(T[J], "Experimental") && T[J + 1].is(tok::coloncolon))
      J += 2;
    for (; ObjectLike && J < T.size() && T[J].is(tok::identifier); J += 2) {
      R.Parts.push_back(T[J].getIdentifierInfo()->getName().str());
      R.Ends.push_back(SM.getFileOffset(T[J].getLocation()) + T[J].getLength());
      I = J;
      if (J + 2 >= T.size() || T[J + 1].isNot(tok::coloncolon) || T[J + 2].isNot(tok::identifier))
        break;
    }
    return R;
  }
  PreprocessorFacts::MacroUse range(SourceLocation B, SourceLocation Last, StringRef Name) {
    unsigned End = SM.getFileOffset(Last) + Lexer::MeasureTokenLength(Last, SM, LangOptions());
    unsigned Begin = SM.getFileOffset(B);
    return {SM.getFileID(B), Begin, End > Begin ? End - Begin : 0, Name.str()};
  }
  /// Records the state of the macro Tok names where a header uses it.
  void context(SourceLocation L, const Token &Tok, const MacroDefinition &MD) {
    const IdentifierInfo *II = Tok.getIdentifierInfo();
    SourceLocation Where = SM.getExpansionLoc(L);
    if (II && Where.isValid() && II->getName().starts_with("KOKKOS_ENABLE_") &&
        Out.FirstBackendTest.isInvalid() && E.contains(SM, Where))
      Out.FirstBackendTest = Tok.getLocation();
    if (!II || Where.isInvalid() || SM.isWrittenInMainFile(Where) || !E.contains(SM, Where))
      return;
    const MacroInfo *MI = MD.getMacroInfo();
    if (MI && MI->isBuiltinMacro())
      return;
    std::string S = "#undef " + II->getName().str();
    if (MI)
      S = "#define " + Lexer::getSourceText(CharSourceRange::getTokenRange(
                                                MI->getDefinitionLoc(), MI->getDefinitionEndLoc()),
                                            SM, LangOptions())
                           .str();
    Out.MacroContext[SM.getFileID(Where)].insert(S);
  }

  SourceManager &SM;
  const EditableFiles &E;
  PreprocessorFacts &Out;
};

} // namespace

std::unique_ptr<PPCallbacks> makePreprocessorRecorder(SourceManager &SM, const EditableFiles &E,
                                                     PreprocessorFacts &Out) {
  return std::make_unique<PPRecorder>(SM, E, Out);
}

void reportKokkosReachingIncludes(const PreprocessorFacts &PP, const EditableFiles &Files,
                                  DiagSink &Diags) {
  using Id = std::pair<uint64_t, uint64_t>;
  std::map<Id, std::vector<const PreprocessorFacts::IncludeEdge *>> From;
  for (const PreprocessorFacts::IncludeEdge &Ed : PP.AllIncludes)
    From[Ed.From].push_back(&Ed);
  // The Kokkos header a file leads to through files that are not translated ("" if none).
  std::map<Id, std::string> Memo;
  std::function<std::string(const PreprocessorFacts::IncludeEdge &)> Reach =
      [&](const PreprocessorFacts::IncludeEdge &Ed) -> std::string {
    if (Ed.ToKokkos)
      return Ed.ToName;
    if (Ed.ToEditable) // translated: its own includes are checked where they are written
      return "";
    auto [It, New] = Memo.insert({Ed.To, ""});
    if (!New)
      return It->second; // known, or being visited (a cycle leads nowhere new)
    std::string R;
    for (const PreprocessorFacts::IncludeEdge *Next : From[Ed.To])
      if (!(R = Reach(*Next)).empty())
        break;
    return Memo[Ed.To] = R;
  };
  for (const PreprocessorFacts::IncludeEdge &Ed : PP.AllIncludes) {
    if (!Ed.FromEditable || Ed.Rewritten || Ed.ToEditable)
      continue;
    std::string K = Reach(Ed);
    if (K.empty())
      continue;
    Diags.error(Ed.Hash, DiagId::KokkosHeaderKept,
                "'" + Ed.ToName + "' is not translated (" +
                    (Files.InRoot.empty() ? "only the input file is"
                                               : "it is not below --in-root") +
                    ") but leads to " + K +
                    ": the output would still need Kokkos; translate with --in-root and "
                    "--out-root over a folder that holds this header, or include Kokkos "
                    "only from translated files");
  }
}

bool isKokkosFunctionMacro(llvm::StringRef N) {
  return N == "KOKKOS_INLINE_FUNCTION" || N == "KOKKOS_FORCEINLINE_FUNCTION" ||
         N == "KOKKOS_FUNCTION" || N == "KOKKOS_DEFAULTED_FUNCTION";
}

} // namespace kt
