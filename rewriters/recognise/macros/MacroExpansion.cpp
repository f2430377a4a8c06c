// Dispatches written inside user macros: the first parse's expansion of the macro calls that
// hold them (MacroExpansion.h).
#include "rewriters/recognise/macros/MacroExpansion.h"

#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/macros/MacroGuard.h"

#include "rewriters/recognise/Recognisers.h"

#include "clang/AST/ExprCXX.h"
#include "rewriters/recognise/ast/Visitor.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"

using namespace clang;

namespace kt {

namespace {

constexpr const char *MarkTag = "kt-macro-expansion";

// Testing aid: print the first parse's expanded main file.
llvm::cl::opt<bool> DebugExpansion("debug-macro-expansion", llvm::cl::Hidden,
                                   llvm::cl::desc("Print the main file with the macro calls "
                                                  "that write dispatches expanded"));

class ExpansionCallbacks : public PPCallbacks {
public:
  ExpansionCallbacks(ExpansionRecord &R, const SourceManager &SM) : R(R), SM(SM) {}
  void MacroExpands(const Token &Tok, const MacroDefinition &MD, SourceRange,
                    const MacroArgs *) override {
    const MacroInfo *MI = MD.getMacroInfo();
    const IdentifierInfo *II = Tok.getIdentifierInfo();
    if (!MI || !II)
      return;
    if (!R.First) {
      R.Used.insert(II->getName().str());
      return;
    }
    const SourceLocation D = MI->getDefinitionLoc();
    R.Expansions[Tok.getLocation().getRawEncoding()] = {
        II->getName().str(), MI->isObjectLike(), MI->isBuiltinMacro(),
        D.isValid() && SM.isInMainFile(SM.getExpansionLoc(D))};
  }

  void PragmaDirective(SourceLocation Loc, PragmaIntroducerKind) override {
    if (R.First && Loc.isMacroID()) // a _Pragma a macro wrote: no token of the expansion
      R.Pragmas.push_back(Loc);
  }

private:
  ExpansionRecord &R;
  const SourceManager &SM;
};

/// The macro expansions that produced the token at L, innermost first, each by the location of
/// its name token: a token of a macro's body was produced by that expansion, whose name may in
/// turn come from an outer one; a token of an argument was written where the argument is.
std::vector<SourceLocation> producers(const SourceManager &SM, SourceLocation L) {
  std::vector<SourceLocation> Chain;
  while (L.isMacroID()) {
    const SrcMgr::ExpansionInfo &E = SM.getSLocEntry(SM.getFileID(L)).getExpansion();
    if (E.isMacroArgExpansion()) {
      L = SM.getImmediateSpellingLoc(L);
    } else {
      Chain.push_back(E.getExpansionLocStart());
      L = E.getExpansionLocStart();
    }
  }
  return Chain;
}

/// The locations that make a dispatch a dispatch: callee, parentheses, lambda braces.
std::vector<SourceLocation> dispatchParts(const CallExpr *Call) {
  std::vector<SourceLocation> P = {Call->getBeginLoc(), Call->getRParenLoc()};
  for (const Expr *A : Call->arguments())
    if (const auto *L = dyn_cast<LambdaExpr>(strip(A)))
      if (const auto *B = dyn_cast<CompoundStmt>(L->getBody())) {
        P.push_back(B->getLBracLoc());
        P.push_back(B->getRBracLoc());
      }
  return P;
}

/// The dispatch calls of the main file that a user macro writes (callee, parentheses or lambda
/// braces), nested ones too: the dispatch finder keeps one per file range, and every dispatch
/// of one macro call has the call's range.
struct MacroDispatchFinder : Visitor {
  bool VisitCallExpr(CallExpr *C) override {
    if (macroWrittenDispatch(C).isValid() && (isDispatchCall(C) || isDependentDispatch(C)))
      Found.push_back(C);
    return true;
  }
  std::vector<const CallExpr *> Found;
};

std::vector<const CallExpr *> macroDispatches(ASTContext &Ctx,
                                              const std::vector<const CallExpr *> &Calls,
                                              const std::function<bool(FileID)> &Editable) {
  const SourceManager &SM = Ctx.getSourceManager();
  bool Any = false;
  for (const CallExpr *C : Calls)
    Any = Any || macroWrittenDispatch(C).isValid();
  if (!Any)
    return {};
  MacroDispatchFinder F;
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (D->getBeginLoc().isValid() && Editable(SM.getFileID(SM.getExpansionLoc(D->getBeginLoc()))))
      F.TraverseDecl(D);
  for (const CallExpr *C : Calls) // dispatches of headers (refused below)
    if (macroWrittenDispatch(C).isValid() && !llvm::is_contained(F.Found, C))
      F.Found.push_back(C);
  return F.Found;
}

/// One outermost macro call in the main file that holds macro-written dispatches.
struct Call {
  FileID File; ///< the editable file the call is written in
  SourceLocation Begin;
  unsigned BeginOff = 0, EndOff = 0; ///< [begin, end) of the call's text
  std::string Name;
  std::vector<SourceLocation> DispatchBegins;
};

bool identChar(char C) { return llvm::isAlnum(C) || C == '_'; }

/// Whether two spelled tokens written side by side would lex differently.
bool wouldJoin(StringRef A, StringRef B) {
  if (A.empty() || B.empty())
    return false;
  const char X = A.back(), Y = B.front();
  // Punctuator pairs that begin a longer punctuator (`+` `+`, `-` `>`, `<` `:`, `/` `*`...).
  static const char *Joins[] = {"++", "+=", "--", "-=", "->", "*=", "/=", "//", "/*", "%=",
                                "%>", "%:", "<<", "<=", "<:", "<%", ">>", ">=", ">*", "==",
                                "=>", "!=", "&&", "&=", "||", "|=", "^=", "::", ":>", ".*",
                                "..", "##"};
  const std::string XY = {X, Y};
  return (identChar(X) && (identChar(Y) || Y == '"' || Y == '\'')) ||
         ((X == '"' || X == '\'') && identChar(Y)) || llvm::is_contained(Joins, XY) ||
         (X == '.' && llvm::isDigit(Y));
}

std::string markLine(unsigned Line, unsigned First, unsigned Last) {
  return "#line " + std::to_string(Line) + " /*" + MarkTag + " " + std::to_string(First) + "-" +
         std::to_string(Last) + "*/";
}

struct Piece {
  std::string Text;
  bool Space = false;
};

/// Lays the spelled tokens out one statement a line, indented by braces, each line after the
/// first preceded by a marker naming line N (the call's first line; the call's lines are
/// [N, N2]); ends with the marker of N2 when the call spans lines, then Indent when code
/// follows the call on its last line (CodeAfter), which so keeps the call's indentation.
std::string layOut(const std::vector<Piece> &P, const std::string &Indent, unsigned N,
                   unsigned N2, bool CodeAfter) {
  std::string Out;
  int Brace = 0, Paren = 0;
  std::vector<int> Outer; // the parenthesis depth around each open brace
  bool Pending = false;
  const std::string Mark = "\n" + markLine(N, N, N2) + "\n";
  for (size_t I = 0; I < P.size(); ++I) {
    const std::string &T = P[I].Text;
    if (T == "}") {
      Brace = std::max(0, Brace - 1);
      Paren = Outer.empty() ? 0 : Outer.back();
      if (!Outer.empty())
        Outer.pop_back();
    }
    if (Pending)
      Out += Indent + std::string(2 * Brace, ' ');
    else if (I > 0 && (P[I].Space || wouldJoin(P[I - 1].Text, T)))
      Out += ' ';
    Out += T;
    Pending = false;
    Paren += T == "(" || T == "[" ? 1 : T == ")" || T == "]" ? -1 : 0;
    const std::string Next = I + 1 < P.size() ? P[I + 1].Text : "";
    bool Break = T == "{" || (T == ";" && Paren <= 0) ||
                 (T == "}" && Next != ")" && Next != "," && Next != ";" && Next != "else" &&
                  Next != "while");
    if (T == "{") {
      ++Brace;
      Outer.push_back(Paren);
      Paren = 0;
    }
    if (Next == "}" && T != "{")
      Break = true;
    if (Break && I + 1 < P.size()) {
      Out += Mark;
      Pending = true;
    }
  }
  if (N2 != N)
    Out += "\n" + markLine(N2, N, N2) + "\n" + (CodeAfter ? Indent : "");
  return Out;
}

/// The spelled expansion of C: each token as clang saw it, except that the tokens of an
/// object-like macro of a header (KOKKOS_LAMBDA, NULL) that holds no dispatch part are that
/// macro's name. The main file's macros are expanded: the translator reads a bound written
/// `M` with `#define M (8)` only as `(8)`.
std::vector<Piece> spellExpansion(const Call &C, const SourceManager &SM, Preprocessor &PP,
                                  const ExpansionRecord &R, const std::set<unsigned> &Holding) {
  std::vector<Piece> P;
  unsigned LastKept = 0;
  for (const Token &Tok : R.Tokens) {
    if (SM.getExpansionLoc(Tok.getLocation()) != C.Begin)
      continue;
    std::vector<SourceLocation> Chain = producers(SM, Tok.getLocation());
    unsigned Kept = 0;
    std::string Name;
    for (size_t I = Chain.size(); I-- > 0;) {
      const unsigned Raw = Chain[I].getRawEncoding();
      if (Holding.count(Raw))
        continue;
      auto It = R.Expansions.find(Raw);
      if (It != R.Expansions.end() && It->second.objectLike && !It->second.builtin &&
          !It->second.mainFile) {
        Kept = Raw;
        Name = It->second.name;
      }
      break;
    }
    if (Kept && Kept == LastKept)
      continue;
    LastKept = Kept;
    P.push_back({Kept ? Name : PP.getSpelling(Tok), Tok.hasLeadingSpace()});
  }
  return P;
}

/// KT1027 when C cannot be expanded in place: a directive inside its text, a _Pragma in its
/// expansion, or a dispatch whose tokens were not all recorded.
bool expandable(const Call &C, const SourceManager &SM, const ExpansionRecord &R,
                DiagSink &Diags) {
  StringRef Buf = SM.getBufferData(C.File);
  for (size_t P = Buf.find('\n', C.BeginOff); P != StringRef::npos && P < C.EndOff;
       P = Buf.find('\n', P + 1))
    if (Buf.substr(P + 1, C.EndOff - P - 1).ltrim(" \t").starts_with("#")) {
      Diags.error(C.Begin, DiagId::DispatchInMacro,
                  "this call of the macro " + C.Name +
                      " writes a dispatch and spans a preprocessor directive (line " +
                      std::to_string(SM.getLineNumber(C.File, P + 2)) +
                      "): it is translated by writing its expansion in its place, which would "
                      "drop the directive; keep the directive outside the call");
      return false;
    }
  for (SourceLocation P : R.Pragmas)
    if (SM.getExpansionLoc(P) == C.Begin) {
      Diags.error(C.Begin, DiagId::DispatchInMacro,
                  "this call of the macro " + C.Name +
                      " writes a dispatch and a _Pragma: it is translated by writing its "
                      "expansion in its place, which would drop the pragma; write the "
                      "dispatch or the pragma outside the macro");
      return false;
    }
  for (SourceLocation D : C.DispatchBegins)
    if (!R.Seen.count(D.getRawEncoding())) {
      Diags.error(C.Begin, DiagId::DispatchInMacro,
                  "internal error: the expansion of this call of the macro " + C.Name +
                      ", which writes a dispatch, was not recorded; nothing is written");
      return false;
    }
  return true;
}

} // namespace

void recordExpansions(Preprocessor &PP, ExpansionRecord &R) {
  PP.addPPCallbacks(std::make_unique<ExpansionCallbacks>(R, PP.getSourceManager()));
  if (R.First)
    PP.setTokenWatcher([&R](const Token &T) {
    if (T.getLocation().isMacroID() && R.Seen.insert(T.getLocation().getRawEncoding()).second)
      R.Tokens.push_back(T);
  });
}

/// Text (the buffer of File) with each of Calls (the calls written in File) replaced by its
/// expansion.
static std::string expandedText(const std::map<unsigned, Call> &Calls, FileID File,
                                const SourceManager &SM, Preprocessor &PP,
                                const ExpansionRecord &R, const std::set<unsigned> &Holding) {
  std::string Text = SM.getBufferData(File).str();
  for (auto It = Calls.rbegin(); It != Calls.rend(); ++It) {
    const Call &C = It->second;
    const unsigned N = SM.getPresumedLineNumber(C.Begin);
    const unsigned N2 = SM.getPresumedLineNumber(
        SM.getComposedLoc(File, std::max(C.BeginOff, C.EndOff - 1)));
    size_t LineStart = Text.rfind('\n', C.BeginOff ? C.BeginOff - 1 : 0);
    LineStart = LineStart == std::string::npos || C.BeginOff == 0 ? 0 : LineStart + 1;
    const std::string Line = Text.substr(LineStart, C.BeginOff - LineStart);
    const std::string Indent = Line.substr(0, Line.find_first_not_of(" \t"));
    const size_t After = Text.find_first_not_of(" \t", C.EndOff);
    const bool CodeAfter = After != std::string::npos && Text[After] != '\n' && Text[After] != '\r';
    Text.replace(C.BeginOff, C.EndOff - C.BeginOff,
                 layOut(spellExpansion(C, SM, PP, R, Holding), Indent, N, N2, CodeAfter));
  }
  return Text;
}

bool expandMacroDispatches(ASTContext &Ctx, Preprocessor &PP,
                           const std::vector<const CallExpr *> &Calls, const ExpansionRecord &R,
                           const std::function<bool(FileID)> &Editable, DiagSink &Diags,
                           std::string &Source, std::map<std::string, std::string> &Headers,
                           std::set<std::string> &Away) {
  SourceManager &SM = Ctx.getSourceManager();
  std::set<unsigned> Holding;
  std::map<FileID, std::map<unsigned, Call>> ByFile; // per file, by offset
  bool Refused = false;
  for (const CallExpr *CE : macroDispatches(Ctx, Calls, Editable)) {
    const SourceLocation M = macroWrittenDispatch(CE);
    for (SourceLocation L : dispatchParts(CE))
      for (SourceLocation I : producers(SM, L))
        Holding.insert(I.getRawEncoding());
    const CharSourceRange Range = SM.getExpansionRange(M);
    const SourceLocation B = Range.getBegin();
    if (!Editable(SM.getFileID(B)) || SM.getFileID(Range.getEnd()) != SM.getFileID(B)) {
      Diags.error(SM.getExpansionLoc(M), DiagId::DispatchInMacro,
                  "this dispatch is written by " + macroNameAt(M, Ctx) +
                      ", called outside the translated files: a macro call that writes a "
                      "dispatch is translated by writing its expansion in its place, which "
                      "only the main file and (in tree mode) the headers under --in-root can "
                      "take; call the macro in a translated file or write the dispatch in the "
                      "code");
      Refused = true;
      continue;
    }
    Call &C = ByFile[SM.getFileID(B)][SM.getFileOffset(B)];
    C.File = SM.getFileID(B);
    C.Begin = B;
    C.BeginOff = SM.getFileOffset(B);
    C.EndOff = SM.getFileOffset(Range.getEnd()) +
               (Range.isTokenRange() ? Lexer::MeasureTokenLength(Range.getEnd(), SM,
                                                                 Ctx.getLangOpts())
                                     : 0);
    C.Name = macroName(M, Ctx);
    C.DispatchBegins.push_back(CE->getBeginLoc());
  }
  if (ByFile.empty())
    return Refused;
  for (auto &[File, ByOffset] : ByFile)
    for (auto &[Off, C] : ByOffset)
      Refused = !expandable(C, SM, R, Diags) || Refused;
  if (Refused)
    return true;
  for (auto &[File, ByOffset] : ByFile) {
    std::string Text = expandedText(ByOffset, File, SM, PP, R, Holding);
    if (File == SM.getMainFileID())
      Source = std::move(Text);
    else if (OptionalFileEntryRef E = SM.getFileEntryRefForID(File))
      Headers[std::string(E->getFileEntry().tryGetRealPathName().empty()
                              ? E->getName()
                              : E->getFileEntry().tryGetRealPathName())] = std::move(Text);
  }
  if (Source.empty() && !Headers.empty()) // the second parse reads the main file as it is
    Source = SM.getBufferData(SM.getMainFileID()).str();
  for (unsigned Raw : Holding)
    if (auto It = R.Expansions.find(Raw); It != R.Expansions.end())
      Away.insert(It->second.name);
  if (DebugExpansion)
    llvm::errs() << Source;
  return true;
}

namespace {
bool isMark(StringRef Line) {
  Line = Line.ltrim(" \t");
  return Line.starts_with("#line ") && Line.contains(MarkTag);
}
} // namespace

std::string stripExpansionMarks(const std::string &Text) {
  if (Text.find(MarkTag) == std::string::npos)
    return Text;
  std::string Out;
  StringRef Rest = Text;
  while (!Rest.empty()) {
    size_t E = Rest.find('\n');
    StringRef Line = Rest.substr(0, E == StringRef::npos ? Rest.size() : E + 1);
    Rest = Rest.drop_front(Line.size());
    if (!isMark(Line))
      Out += Line.str();
  }
  return Out;
}

std::vector<std::pair<unsigned, unsigned>>
userEditedLines(StringRef Code, std::vector<std::pair<unsigned, unsigned>> Lines) {
  if (!Code.contains(MarkTag))
    return Lines;
  std::vector<unsigned> User = {0}; // User[L]: the user's line of Code's line L
  std::vector<std::pair<unsigned, unsigned>> Calls;
  unsigned Next = 1;
  for (StringRef Rest = Code; !Rest.empty();) {
    size_t E = Rest.find('\n');
    StringRef Line = Rest.substr(0, E);
    Rest = E == StringRef::npos ? StringRef() : Rest.drop_front(E + 1);
    User.push_back(Next++);
    if (!isMark(Line))
      continue;
    unsigned N = 0, First = 0, Last = 0;
    StringRef Tail = Line.ltrim(" \t").drop_front(6).ltrim();
    Tail.consumeInteger(10, N);
    Tail = Tail.substr(Tail.find(MarkTag) + std::strlen(MarkTag)).ltrim();
    Tail.consumeInteger(10, First);
    Tail.consume_front("-");
    Tail.consumeInteger(10, Last);
    User.back() = N;
    Next = N;
    Calls.push_back({First, Last});
  }
  for (auto &[F, L] : Lines) {
    F = F < User.size() ? User[F] : F;
    L = L < User.size() ? User[L] : L;
  }
  Lines.insert(Lines.end(), Calls.begin(), Calls.end());
  std::sort(Lines.begin(), Lines.end());
  Lines.erase(std::unique(Lines.begin(), Lines.end()), Lines.end());
  return Lines;
}

} // namespace kt
