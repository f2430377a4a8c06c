#include "rewriters/recognise/macros/MacroGuard.h"

#include "rewriters/recognise/ast/AstUtil.h"

#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace kt {

SourceLocation macroWrittenDispatch(const CallExpr *Call) {
  if (Call->getBeginLoc().isMacroID())
    return Call->getBeginLoc();
  if (Call->getRParenLoc().isMacroID())
    return Call->getRParenLoc();
  for (const Expr *A : Call->arguments())
    if (const auto *L = dyn_cast<LambdaExpr>(strip(A))) {
      const auto *B = dyn_cast<CompoundStmt>(L->getBody());
      if (!B)
        continue;
      if (B->getLBracLoc().isMacroID())
        return B->getLBracLoc();
      if (B->getRBracLoc().isMacroID())
        return B->getRBracLoc();
    }
  return {};
}

bool refuseMacroWrittenDispatch(const CallExpr *Call, bool RangeOk, ASTContext &Ctx,
                                DiagSink &Diags) {
  SourceLocation M = macroWrittenDispatch(Call);
  if (M.isInvalid() && RangeOk)
    return false;
  const bool Whole = M.isInvalid() || M == Call->getBeginLoc() || M == Call->getRParenLoc();
  Diags.error(Ctx.getSourceManager().getExpansionLoc(Whole ? Call->getBeginLoc() : M),
              DiagId::DispatchInMacro,
              (Whole ? "this dispatch is written by " : "this kernel body is written by ") +
                  macroNameAt(M, Ctx) +
                  ": its kernel cannot be lifted out of the macro's expansion; write the "
                  "dispatch and its lambda in the code (a macro may still stand for a bound or "
                  "a whole argument)");
  return true;
}

namespace {

/// The directives of [Begin, End) of Buf at the statement's depth 0: #elif/#else/#endif of a
/// conditional opened before it (Outer, their offsets and kinds), and the first #if that the
/// statement opens and does not close (Unclosed, npos when none).
struct DirectiveScan {
  std::vector<std::pair<size_t, char>> outer; ///< offset of the '#', 'e' #else/#elif, 'n' #endif
  size_t unclosed = StringRef::npos;
};

DirectiveScan scanDirectives(StringRef Buf, unsigned Begin, unsigned End) {
  DirectiveScan R;
  int Depth = 0;
  size_t Open = StringRef::npos;
  for (size_t P = Buf.find('\n', Begin); P != StringRef::npos && P < End;
       P = Buf.find('\n', P + 1)) {
    size_t Q = P + 1;
    while (Q < End && (Buf[Q] == ' ' || Buf[Q] == '\t'))
      ++Q;
    if (Q >= End || Buf[Q] != '#')
      continue;
    StringRef D = Buf.substr(Q + 1, End - Q - 1).ltrim(" \t");
    if (D.starts_with("if")) { // #if, #ifdef, #ifndef
      if (Depth++ == 0)
        Open = Q;
    } else if (D.starts_with("endif") || D.starts_with("el")) {
      if (Depth == 0)
        R.outer.push_back({Q, D.starts_with("endif") ? 'n' : 'e'});
      else if (D.starts_with("endif") && --Depth == 0)
        Open = StringRef::npos;
    }
  }
  if (Depth > 0)
    R.unclosed = Open;
  return R;
}

/// Whether the file offset Off lies inside one of Call's arguments (a policy, a lambda body).
bool insideArgument(const CallExpr *Call, unsigned Off, const SourceManager &SM) {
  for (const Expr *A : Call->arguments()) {
    SourceRange R = A->getSourceRange();
    if (R.isInvalid() || isa<CXXDefaultArgExpr>(A))
      continue;
    unsigned B = SM.getFileOffset(SM.getExpansionLoc(R.getBegin()));
    unsigned E = SM.getFileOffset(SM.getExpansionLoc(R.getEnd()));
    if (B < Off && Off < E)
      return true;
  }
  return false;
}

} // namespace

bool directivesInDispatch(const CallExpr *Call, FileID File, unsigned Begin, unsigned End,
                          ASTContext &Ctx, DiagSink &Diags, std::string &Kept) {
  const SourceManager &SM = Ctx.getSourceManager();
  StringRef Buf = SM.getBufferData(File);
  if (End > Buf.size() || Begin >= End)
    return true;
  // Conditionals wholly inside the statement (an #if/#else/#endif in a lambda body, copied
  // verbatim) are fine. A statement that begins in a branch of a conditional opened before it
  // and holds that conditional's end: [#else/#elif ... ] #endif, between two of the call's
  // arguments. From its first such directive to its #endif the text is another branch, which
  // the parse skipped: those lines are kept after the launch, so the conditional stays whole.
  DirectiveScan S = scanDirectives(Buf, Begin, End);
  size_t Cut = S.unclosed;
  bool Sound = S.unclosed == StringRef::npos && !S.outer.empty();
  for (size_t I = 0; I < S.outer.size() && Sound; ++I)
    Sound = (S.outer[I].second == 'n') == (I + 1 == S.outer.size()) &&
            !insideArgument(Call, S.outer[I].first, SM);
  if (Sound) {
    size_t From = S.outer.front().first, To = Buf.find('\n', S.outer.back().first);
    To = To == StringRef::npos || To > End ? End : To;
    Kept = "\n" + Buf.substr(From, To - From).str();
    if (End < Buf.size() && Buf[End] != '\n' && Buf[End] != '\r')
      Kept += "\n"; // the code after the statement starts its own line again
    return true;
  }
  if (Cut == StringRef::npos && !S.outer.empty())
    Cut = S.outer.front().first;
  if (Cut == StringRef::npos)
    return true;
  Diags.error(SM.getComposedLoc(File, Begin), DiagId::DirectiveInDispatch,
              "this dispatch statement contains a preprocessor directive (line " +
                  std::to_string(SM.getLineNumber(File, Cut)) +
                  ") of a conditional that begins or ends outside it, inside one of the "
                  "dispatch's arguments or without its #endif: replacing the statement by its "
                  "launch would cut the conditional; put each branch's whole dispatch inside "
                  "the #if/#else, or choose the policy or space through a macro or alias");
  return false;
}

void reportMacroText(SourceLocation M, ASTContext &Ctx, DiagSink &Diags) {
  Diags.error(Ctx.getSourceManager().getExpansionLoc(M), DiagId::DispatchInMacro,
              "part of this dispatch's policy, body or result is written by " +
                  macroNameAt(M, Ctx) +
                  ": the translation would copy the macro's call, not the code it stands for; "
                  "write that part in the code");
}

std::string macroName(SourceLocation L, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  // The outermost macro call written in the file is the one the user sees.
  while (L.isMacroID()) {
    SourceLocation Up = SM.getImmediateMacroCallerLoc(L);
    if (!Up.isMacroID())
      return Lexer::getImmediateMacroNameForDiagnostics(L, SM, Ctx.getLangOpts()).str();
    L = Up;
  }
  return "";
}

std::string macroNameAt(SourceLocation L, const ASTContext &Ctx) {
  const std::string N = macroName(L, Ctx);
  return N.empty() ? "a macro" : "the macro " + N;
}

namespace {
bool strictlyInside(unsigned X, const PreprocessorFacts::MacroUse &M) {
  return M.Offset < X && X < M.Offset + M.Length;
}
} // namespace

/// E respells a Kokkos name (`Kokkos::complex` as `kt::complex`, `KE::half_t` through a
/// namespace alias) written in an argument of the macro call M (`ASSERT_EQ(z,
/// Kokkos::complex<double>(1, 0))`): the expansion takes the argument's tokens as written, so
/// the respelled ones translate it as the user would.
static bool renameInArgument(llvm::StringRef Code, const Edit &E, const PreprocessorFacts::MacroUse &M) {
  const size_t Open = Code.find('(', M.Offset);
  const llvm::StringRef Written = Code.substr(E.Offset, E.Length);
  const llvm::StringRef Root = Written.take_while([](char C) { return isalnum(C) || C == '_'; });
  return Open != llvm::StringRef::npos && Open < E.Offset &&
         E.Offset + E.Length < M.Offset + M.Length && !E.Generated && !Root.empty() &&
         Written.substr(Root.size()).starts_with("::") &&
         (llvm::StringRef(E.Text).starts_with("kt::") || llvm::StringRef(E.Text).starts_with("std::"));
}

/// Reports each edit of one file that begins inside the code another edit replaces
/// (applyEdits' order): two rewrites of the same code, of which neither can be written.
static bool checkEditOverlaps(const SourceManager &SM, FileID File, std::vector<Edit> Edits,
                   DiagSink &Diags) {
  std::stable_sort(Edits.begin(), Edits.end(), [](const Edit &A, const Edit &B) {
    return A.Offset < B.Offset || (A.Offset == B.Offset && A.Length < B.Length);
  });
  bool Ok = true;
  unsigned End = 0, From = 0;
  for (const Edit &E : Edits) {
    if (E.Offset < End) {
      const SourceLocation At = SM.getLocForStartOfFile(File).getLocWithOffset(E.Offset);
      const SourceLocation Other = SM.getLocForStartOfFile(File).getLocWithOffset(From);
      Diags.error(At, DiagId::DispatchInMacro,
                  "the translation rewrites this code twice: it lies in code that another of "
                  "its rewrites (from line " + std::to_string(SM.getSpellingLineNumber(Other)) +
                      ") replaces; nothing is written");
      Ok = false;
    }
    if (E.Offset + E.Length >= End)
      std::tie(End, From) = std::make_pair(E.Offset + E.Length, E.Offset);
  }
  return Ok;
}

bool checkEdits(const SourceManager &SM, const std::map<FileID, std::vector<Edit>> &PerFile,
                const PreprocessorFacts &PP, DiagSink &Diags) {
  bool Ok = true;
  for (const auto &[F, Edits] : PerFile) {
    const FileID File = F.isValid() ? F : SM.getMainFileID();
    const unsigned Size = SM.getBufferData(File).size();
    for (const Edit &E : Edits) {
      const SourceLocation At = SM.getLocForStartOfFile(File).getLocWithOffset(
          std::min<unsigned>(E.Offset, Size));
      if (E.Offset > Size || E.Length > Size - E.Offset) {
        Diags.error(At, DiagId::DispatchInMacro,
                    "the translation would write an edit beyond the end of this file; nothing is written");
        Ok = false;
        continue;
      }
      auto Cut = [&](const std::vector<PreprocessorFacts::MacroUse> &List) {
        for (const PreprocessorFacts::MacroUse &M : List)
          if (M.File == File &&
              (strictlyInside(E.Offset, M) || strictlyInside(E.Offset + E.Length, M)))
            return &M;
        return (const PreprocessorFacts::MacroUse *)nullptr;
      };
      const PreprocessorFacts::MacroUse *M = Cut(PP.MacroCalls);
      if (M && renameInArgument(SM.getBufferData(File), E, *M))
        continue;
      const bool InDefine = !M && !E.DefineBody && (M = Cut(PP.Defines));
      if (!M)
        continue;
      Diags.error(At, DiagId::DispatchInMacro,
                  std::string("this code is inside ") +
                      (InDefine ? "the definition of the macro " : "a call of the macro ") +
                      M->Name +
                      ", where its translation cannot be written; write it outside the macro");
      Ok = false;
    }
  }
  for (const auto &[F, Edits] : PerFile) // on sound edits only: offsets within their file
    Ok = Ok && checkEditOverlaps(SM, F.isValid() ? F : SM.getMainFileID(), Edits, Diags);
  return Ok;
}

} // namespace kt
