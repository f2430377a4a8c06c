// Device functions on the host side of the file: KOKKOS_* function macros become the target's
// qualifier, unmarked user functions that kernels call get it too, and targets with a routine
// directive (OpenACC: `#pragma acc routine seq`) put it on its own line before every
// namespace-scope device function, its template header included.
#include "rewriters/emit/HostFunctions.h"
#include "rewriters/model/ApiTable.h"
#include "rewriters/recognise/macros/MacroGuard.h"

#include "clang/Lex/Lexer.h"

#include "rewriters/recognise/ast/Visitor.h"

#include <algorithm>
#include <optional>
#include <set>

using namespace clang;

namespace kt {

namespace {

using Macro = PreprocessorFacts::MacroUse;

/// What a KOKKOS_* function macro becomes: the qualifier (none for a function that gets the
/// routine directive instead), `inline` kept where the macro implied it.
std::string macroText(const std::string &N, const std::string &Qualifier) {
  if (N == "KOKKOS_DEFAULTED_FUNCTION")
    return "";
  bool Inline = N != "KOKKOS_FUNCTION";
  if (Qualifier.empty())
    return Inline ? "inline" : "";
  return Inline ? Qualifier + " inline" : Qualifier;
}

/// One namespace-scope function declaration as written: where it starts (template header and
/// any KOKKOS_* macros before it included) and the function macros it carries.
struct Written {
  FileID File;
  unsigned Begin = 0;
  std::optional<unsigned> DeclBegin; ///< the function's own first token (after `template <..>`)
  std::vector<const Macro *> Macros;
};

/// The KOKKOS_* function macros of a declaration written in File from Begin, its name at
/// NameOff: those inside it before the name, then any written just before it (KOKKOS_FUNCTION
/// expands to nothing, so the declaration starts after it); Begin moves to the first of those.
std::vector<const Macro *> writtenFunctionMacros(const std::vector<Macro> &Ms, StringRef Text,
                                                 FileID File, unsigned &Begin, unsigned NameOff) {
  std::vector<const Macro *> Out;
  for (const Macro &M : Ms)
    if (M.File == File && isKokkosFunctionMacro(M.Name) && M.Offset >= Begin && M.Offset < NameOff)
      Out.push_back(&M);
  for (bool Grew = true; Grew;) {
    Grew = false;
    for (const Macro &M : Ms) {
      if (M.File != File || !isKokkosFunctionMacro(M.Name) || M.Offset + M.Length > Begin)
        continue;
      if (Text.substr(M.Offset + M.Length, Begin - M.Offset - M.Length).trim().empty()) {
        Begin = M.Offset;
        Out.push_back(&M);
        Grew = true;
      }
    }
  }
  return Out;
}

/// A declaration that a macro's body writes with a KOKKOS_* function macro before its name
/// (`#define DEF(F) struct F { static KOKKOS_FUNCTION int eval(int x) {...} };`): the shim
/// defines those macros as the target's qualifier, so every expansion declares a device function.
bool markedInMacroBody(const FunctionDecl *D, const SourceManager &SM) {
  SourceLocation B = D->getBeginLoc(), N = D->getLocation();
  if (!B.isMacroID() || !N.isMacroID() || SM.isMacroArgExpansion(B))
    return false;
  B = SM.getSpellingLoc(B);
  N = SM.getSpellingLoc(N);
  if (!B.isFileID() || SM.getFileID(B) != SM.getFileID(N) ||
      SM.getFileOffset(N) < SM.getFileOffset(B))
    return false;
  // From the declaration's first token to its name, and the KOKKOS_* macro just before it
  // (`KOKKOS_FUNCTION static T min(T)`: the macro expands to nothing, the declaration starts
  // after it), back over blanks and line continuations.
  const StringRef Buffer = SM.getBufferData(SM.getFileID(B));
  unsigned From = SM.getFileOffset(B);
  while (From > 0 && (isspace(Buffer[From - 1]) || Buffer[From - 1] == '\\'))
    --From;
  while (From > 0 && (isalnum(Buffer[From - 1]) || Buffer[From - 1] == '_'))
    --From;
  StringRef Text = Buffer.substr(From, SM.getFileOffset(N) - From);
  for (size_t I = Text.find("KOKKOS_"); I != StringRef::npos; I = Text.find("KOKKOS_", I + 1)) {
    size_t E = I;
    while (E < Text.size() && (isalnum(Text[E]) || Text[E] == '_'))
      ++E;
    if ((I == 0 || !(isalnum(Text[I - 1]) || Text[I - 1] == '_')) &&
        isKokkosFunctionMacro(Text.substr(I, E - I).str()))
      return true;
  }
  return false;
}

class FunctionWalker : public Visitor {
public:
  FunctionWalker(SourceManager &SM, const LangOptions &LO, const EditableFiles &Files,
                 const PreprocessorFacts &PP)
      : SM(SM), LO(LO), Files(Files), PP(PP) {}
  bool shouldVisitTemplateInstantiations() const override { return false; }
  bool TraverseDecl(Decl *D) override {
    return !D || (!isa<TranslationUnitDecl>(D) && !Files.holds(SM, D)) ||
           Visitor::TraverseDecl(D);
  }
  bool VisitFunctionDecl(FunctionDecl *F) override {
    if (const auto *M = dyn_cast<CXXMethodDecl>(F))
      outOfLineMember(M);
    // Written at namespace scope (a friend defined in a class is not: the directive would land
    // inside the class body).
    if (F->isImplicit())
      return true;
    if (isa<CXXMethodDecl>(F) || isa<CXXRecordDecl>(F->getLexicalDeclContext())) {
      member(F);
      return true;
    }
    if (!F->getLexicalDeclContext()->getRedeclContext()->isFileContext())
      return true;
    const Decl *Outer = F;
    if (const FunctionTemplateDecl *T = F->getDescribedFunctionTemplate())
      Outer = T;
    SourceLocation B = SM.getExpansionLoc(Outer->getBeginLoc());
    SourceLocation N = SM.getExpansionLoc(F->getLocation());
    if (!Files.contains(SM, B) || SM.getFileID(B) != SM.getFileID(N))
      return true;
    Written W{SM.getFileID(B), SM.getFileOffset(B), {}, {}};
    // The qualifier goes before the declaration's first token; one that a macro writes takes
    // it before the macro call when the declaration starts that call's expansion
    // (`DECL double f(...)`), and nowhere otherwise (deviceFunctionEdits reports it).
    W.DeclBegin = declBegin(F->getBeginLoc(), W.File);
    W.Macros = writtenFunctionMacros(PP.Macros, SM.getBufferData(W.File), W.File, W.Begin,
                                     SM.getFileOffset(N));
    Found.push_back({F, W});
    return true;
  }
  std::vector<std::pair<const FunctionDecl *, Written>> Found;
  /// Member functions (and friends defined in their class) written in the editable files:
  /// where the qualifier goes, after any template header (none if the declaration starts
  /// inside a macro). They cannot take a routine directive, so every target qualifies them.
  struct Member {
    const FunctionDecl *F;
    FileID File;
    std::optional<unsigned> DeclBegin;
  };
  std::vector<Member> Members;
  /// Out-of-line member definitions without a KOKKOS_* function macro whose declaration in the
  /// class has one: where the qualifier goes (hip-clang rejects a definition whose target
  /// attributes differ from its declaration's).
  std::vector<std::pair<FileID, unsigned>> Unmarked;

private:
  /// The offset of First in File, or of the macro call whose expansion begins with it.
  std::optional<unsigned> declBegin(SourceLocation First, FileID File) {
    SourceLocation Call;
    if (First.isFileID())
      return SM.getFileOffset(First);
    if (Lexer::isAtStartOfMacroExpansion(First, SM, LO, &Call) && Call.isFileID() &&
        SM.getFileID(Call) == File)
      return SM.getFileOffset(Call);
    return std::nullopt;
  }
  void member(const FunctionDecl *F) {
    if (const auto *M = dyn_cast<CXXMethodDecl>(F); (M && M->getParent()->isLambda()) ||
                                                    F->isDefaulted() || F->isDeleted())
      return;
    SourceLocation B = SM.getExpansionLoc(F->getInnerLocStart());
    SourceLocation N = SM.getExpansionLoc(F->getLocation());
    if (!Files.contains(SM, B) || SM.getFileID(B) != SM.getFileID(N))
      return;
    Members.push_back({F, SM.getFileID(B), declBegin(F->getInnerLocStart(), SM.getFileID(B))});
  }
  /// The KOKKOS_* function macros written on declaration D (from its first token to its name).
  std::vector<const Macro *> macrosOn(const FunctionDecl *D) {
    SourceLocation B = SM.getExpansionLoc(D->getInnerLocStart());
    SourceLocation N = SM.getExpansionLoc(D->getLocation());
    if (SM.getFileID(B) != SM.getFileID(N))
      return {};
    unsigned Begin = SM.getFileOffset(B);
    return writtenFunctionMacros(PP.Macros, SM.getBufferData(SM.getFileID(B)), SM.getFileID(B), Begin,
                                 SM.getFileOffset(N));
  }
  void outOfLineMember(const CXXMethodDecl *M) {
    if (!M->isOutOfLine() || !M->isThisDeclarationADefinition() || M->isImplicit())
      return;
    const FunctionDecl *First = M->getFirstDecl();
    if (First == M)
      return;
    const bool DefMarked = !macrosOn(M).empty(), DeclMarked = !macrosOn(First).empty();
    // The unmarked one of the two gets the qualifier: the definition (its declaration in the
    // class has the macro) or the declaration in the class (the definition has it).
    const FunctionDecl *Bare = DeclMarked && !DefMarked ? static_cast<const FunctionDecl *>(M)
                               : DefMarked && !DeclMarked ? First
                                                          : nullptr;
    SourceLocation B = Bare ? Bare->getInnerLocStart() : SourceLocation();
    if (!Bare || !B.isFileID() || !Files.contains(SM, B))
      return;
    Unmarked.push_back({SM.getFileID(B), SM.getFileOffset(B)});
  }

  SourceManager &SM;
  const LangOptions &LO;
  const EditableFiles &Files;
  const PreprocessorFacts &PP;
};

/// KT1027 for F, a function kernels call whose declaration starts inside a macro.
void qualifierInMacro(const FunctionDecl *F, ASTContext &Ctx, DiagSink &Diags,
                      const char *Remedy) {
  Diags.error(F->getLocation(), DiagId::DispatchInMacro,
              "'" + F->getNameAsString() + "' is called in a kernel, but its declaration "
              "starts inside " + macroNameAt(F->getBeginLoc(), Ctx) +
              ", where the device qualifier cannot be written; " + Remedy);
}

} // namespace

std::vector<Edit> deviceFunctionEdits(ASTContext &Ctx, const PreprocessorFacts &PP,
                                      const EditableFiles &Files, const UnitRecog &RC,
                                      const HostSpelling &Sp,
                                      const std::function<bool(FileID, unsigned)> &Skipped) {
  SourceManager &SM = Ctx.getSourceManager();
  const FileID Main = SM.getMainFileID();
  auto editFile = [&](FileID F) { return F == Main ? FileID() : F; };
  std::vector<Edit> R;
  const bool Routine = !Sp.RoutineDirective.empty();

  std::set<const FunctionDecl *> Called; // as written: a template's pattern
  for (const FunctionDecl *F : RC.DeviceFunctions)
    if (F->isDefined()) {
      const FunctionDecl *P = F->getTemplateInstantiationPattern();
      Called.insert((P ? P : F)->getCanonicalDecl());
    }

  FunctionWalker W(SM, Ctx.getLangOpts(), Files, PP);
  W.TraverseDecl(Ctx.getTranslationUnitDecl());
  std::set<const Macro *> Done;
  std::set<std::pair<FileID, unsigned>> Starts;
  for (const auto &[F, Wr] : W.Found) {
    bool Marked = !Wr.Macros.empty();
    if ((!Marked && !Called.count(F->getCanonicalDecl())) || Skipped(Wr.File, Wr.Begin))
      continue;
    StringRef Text = SM.getBufferData(Wr.File);
    for (const Macro *M : Wr.Macros) {
      if (!Done.insert(M).second)
        continue;
      std::string To = macroText(M->Name, Routine ? "" : Sp.FunctionQualifier);
      unsigned Len = M->Length;
      while (To.empty() && M->Offset + Len < Text.size() && isspace(Text[M->Offset + Len]))
        ++Len; // a macro that becomes nothing takes its trailing blank (and line break) along
      R.push_back({M->Offset, Len, To, editFile(M->File)});
    }
    if (!Starts.insert({Wr.File, Wr.Begin}).second)
      continue;
    if (!Marked && markedInMacroBody(F, SM))
      continue; // the macro's body writes the KOKKOS_* macro, which the shim defines
    if (!Marked && !Wr.DeclBegin) { // neither a qualifier nor a routine directive fits there
      qualifierInMacro(F, Ctx, RC.Diags,
                       "declare it outside the macro or mark it KOKKOS_INLINE_FUNCTION");
    } else if (Routine) {
      bool LineStart = Wr.Begin == 0 || Text[Wr.Begin - 1] == '\n';
      R.push_back({Wr.Begin, 0, (LineStart ? "" : "\n") + Sp.RoutineDirective + "\n",
                   editFile(Wr.File)});
    } else if (!Marked && !Sp.FunctionQualifier.empty()) {
      R.push_back({*Wr.DeclBegin, 0, Sp.FunctionQualifier + " ", editFile(Wr.File)});
    }
  }
  for (const FunctionWalker::Member &M : W.Members) {
    if (Sp.FunctionQualifier.empty() || !Called.count(M.F->getCanonicalDecl()) ||
        hasKokkosFunctionMacro(M.F, PP, SM))
      continue;
    if (!M.DeclBegin) {
      qualifierInMacro(M.F, Ctx, RC.Diags, "mark it KOKKOS_INLINE_FUNCTION");
      continue;
    }
    if (!Skipped(M.File, *M.DeclBegin) && Starts.insert({M.File, *M.DeclBegin}).second)
      R.push_back({*M.DeclBegin, 0, Sp.FunctionQualifier + " ", editFile(M.File)});
  }
  if (!Sp.FunctionQualifier.empty())
    for (const auto &[File, Off] : W.Unmarked)
      if (!Skipped(File, Off))
        R.push_back({Off, 0, Sp.FunctionQualifier + " ", editFile(File)});
  // Function macros elsewhere (member functions, functors, constructors): the qualifier.
  for (const Macro &M : PP.Macros)
    if (isKokkosFunctionMacro(M.Name) && !Done.count(&M) && !Skipped(M.File, M.Offset))
      R.push_back({M.Offset, M.Length, macroText(M.Name, Sp.FunctionQualifier), editFile(M.File)});
  // A lambda macro outside the dispatches runs on the host only (a functor argument of
  // team_size_max, ...): it becomes the plain capture Kokkos gives it.
  for (const Macro &M : PP.Macros)
    if ((M.Name == "KOKKOS_LAMBDA" || M.Name == "KOKKOS_CLASS_LAMBDA") && !Skipped(M.File, M.Offset))
      R.push_back({M.Offset, M.Length, M.Name == "KOKKOS_LAMBDA" ? "[=]" : "[=, *this]",
                   editFile(M.File)});
  return R;
}

void checkKokkosMacros(const PreprocessorFacts &PP, const clang::SourceManager &SM,
                       DiagSink &Diags) {
  const std::vector<std::string> &Shim = shimKokkosMacros();
  std::set<std::string> Seen;
  for (const Macro &M : PP.Macros) {
    if (isKokkosFunctionMacro(M.Name) || M.Name == "KOKKOS_LAMBDA" || M.Name == "KOKKOS_CLASS_LAMBDA" ||
        llvm::StringRef(M.Name).starts_with("KOKKOS_ENABLE_") ||
        llvm::StringRef(M.Name).starts_with("KOKKOS_COMPILER_") || // config.hpp, per compiler
        std::find(Shim.begin(), Shim.end(), M.Name) != Shim.end() || !Seen.insert(M.Name).second)
      continue;
    Diags.error(SM.getLocForStartOfFile(M.File).getLocWithOffset(M.Offset),
                DiagId::UnknownKokkosApi,
                "the macro " + M.Name + " has no equivalent in the runtime shim, so the "
                "output would not compile");
  }
}

bool hasKokkosFunctionMacro(const FunctionDecl *F, const PreprocessorFacts &PP,
                            const SourceManager &SM) {
  for (const FunctionDecl *D : F->redecls()) {
    if (markedInMacroBody(D, SM))
      return true;
    SourceLocation B = SM.getExpansionLoc(D->getBeginLoc()), N = SM.getExpansionLoc(D->getLocation());
    if (SM.getFileID(B) != SM.getFileID(N))
      continue;
    const FileID File = SM.getFileID(B);
    for (const std::vector<Macro> *Ms : {&PP.Macros, &PP.OtherFunctionMacros}) {
      unsigned Begin = SM.getFileOffset(B);
      if (!writtenFunctionMacros(*Ms, SM.getBufferData(File), File, Begin, SM.getFileOffset(N))
               .empty())
        return true;
    }
  }
  return false;
}

} // namespace kt
