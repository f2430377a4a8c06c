#include "rewriters/MacroGuard.h"

#include "rewriters/AstUtil.h"

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

void reportMacroText(SourceLocation M, ASTContext &Ctx, DiagSink &Diags) {
  Diags.error(Ctx.getSourceManager().getExpansionLoc(M), DiagId::DispatchInMacro,
              "part of this dispatch's policy, body or result is written by " +
                  macroNameAt(M, Ctx) +
                  ": the translation would copy the macro's call, not the code it stands for; "
                  "write that part in the code");
}

std::string macroNameAt(SourceLocation L, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  // The outermost macro call written in the file is the one the user sees.
  while (L.isMacroID()) {
    SourceLocation Up = SM.getImmediateMacroCallerLoc(L);
    if (!Up.isMacroID()) {
      StringRef N = Lexer::getImmediateMacroNameForDiagnostics(L, SM, Ctx.getLangOpts());
      return N.empty() ? "a macro" : "the macro " + N.str();
    }
    L = Up;
  }
  return "a macro";
}

namespace {
bool strictlyInside(unsigned X, const PreprocessorFacts::MacroUse &M) {
  return M.Offset < X && X < M.Offset + M.Length;
}
} // namespace

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
                    "internal error: an edit would fall outside this file; nothing is written");
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
  return Ok;
}

} // namespace kt
