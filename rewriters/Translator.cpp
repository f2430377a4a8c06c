#include "rewriters/Translator.h"

#include "rewriters/AstUtil.h"
#include "rewriters/Recognisers.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Format/Format.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Core/Replacement.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <algorithm>

using namespace clang;

namespace kt {

namespace {

/// All dispatch calls in the main file that are not inside another dispatch.
struct DispatchFinder : RecursiveASTVisitor<DispatchFinder> {
  DispatchFinder(ASTContext &Ctx, const EditableFiles &E) : Ctx(Ctx), E(E) {}
  bool shouldVisitTemplateInstantiations() const { return false; }
  bool VisitCallExpr(CallExpr *C) {
    SourceManager &SM = Ctx.getSourceManager();
    SourceLocation L = SM.getExpansionLoc(C->getBeginLoc());
    if (!SM.isWrittenInMainFile(L)) {
      if (E.contains(SM, L) && (isDispatchCall(C) || isDependentDispatch(C)))
        InHeaders.push_back(C);
      return true;
    }
    if (isDependentDispatch(C)) {
      Dependent.push_back(C);
      return true;
    }
    if (!isDispatchCall(C))
      return true;
    for (const Expr *A : C->arguments()) { // nested dispatches in a functor's operator()
      const auto *P = dyn_cast<CallExpr>(strip(A));
      const FunctionDecl *F = P ? P->getDirectCallee() : nullptr;
      if (F && F->getIdentifier() &&
          (F->getName() == "TeamThreadRange" || F->getName() == "ThreadVectorRange" ||
           F->getName() == "TeamVectorRange"))
        return true;
    }
    auto R = fileOffsets(Ctx, C->getSourceRange());
    for (auto &[Other, OR] : Found)
      if (R.first >= OR.first && R.second <= OR.second)
        return true; // nested: part of the outer kernel
    Found.push_back({C, R});
    return true;
  }
  /// parallel_* called with type-dependent arguments inside a template.
  static bool isDependentDispatch(const CallExpr *C) {
    const auto *U = dyn_cast<UnresolvedLookupExpr>(C->getCallee()->IgnoreImplicit());
    if (!U)
      return false;
    std::string N = U->getName().getAsString();
    if (N != "parallel_for" && N != "parallel_reduce" && N != "parallel_scan")
      return false;
    for (const NamedDecl *D : U->decls())
      if (isKokkosDecl(D))
        return true;
    return false;
  }
  ASTContext &Ctx;
  const EditableFiles &E;
  std::vector<std::pair<const CallExpr *, std::pair<unsigned, unsigned>>> Found;
  std::vector<const CallExpr *> Dependent, InHeaders;
};

/// Offset where a kernel for a dispatch inside D's top-level declaration is inserted.
unsigned insertionPoint(ASTContext &Ctx, const Expr *E) {
  const Decl *Top = nullptr;
  DynTypedNodeList P = Ctx.getParents(*E);
  while (!P.empty()) {
    if (const auto *D = P[0].get<Decl>()) {
      const DeclContext *DC = D->getDeclContext();
      if (DC && (isa<TranslationUnitDecl>(DC) || isa<NamespaceDecl>(DC) || isa<LinkageSpecDecl>(DC)))
        Top = D;
    }
    P = Ctx.getParents(P[0]);
  }
  if (!Top)
    return 0;
  SourceLocation B = Top->getBeginLoc();
  if (const RawComment *RC = Ctx.getRawCommentForDeclNoCache(Top))
    B = RC->getBeginLoc();
  if (const auto *FD = dyn_cast<FunctionDecl>(Top))
    if (const auto *TD = FD->getDescribedFunctionTemplate())
      B = TD->getBeginLoc();
  SourceManager &SM = Ctx.getSourceManager();
  return SM.getFileOffset(SM.getExpansionLoc(B));
}

/// Extends [B, E) over a following `;` so the launch block replaces the whole statement.
unsigned afterSemicolon(ASTContext &Ctx, const Expr *E, unsigned End) {
  SourceManager &SM = Ctx.getSourceManager();
  std::optional<Token> T =
      Lexer::findNextToken(SM.getExpansionLoc(E->getEndLoc()), SM, Ctx.getLangOpts());
  if (T && T->is(tok::semi))
    return SM.getFileOffset(T->getLocation()) + 1;
  return End;
}

class TranslateConsumer : public ASTConsumer {
public:
  TranslateConsumer(TranslateResult &Out, Target T, PreprocessorFacts &PP,
                    const EditableFiles &Files, std::string File)
      : Out(Out), T(T), PP(PP), Files(Files), File(std::move(File)) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    DiagnosticsEngine &DE = Ctx.getDiagnostics();
    if (DE.hasErrorOccurred()) {
      Out.status = ExitCompile;
      return;
    }
    DiagSink Diags(DE, &Out.diagnostics);
    RecogContext RC{Ctx, Diags, File, collectKokkosNameUses(Ctx, Files), {}};
    DispatchFinder F(Ctx, Files);
    F.TraverseDecl(Ctx.getTranslationUnitDecl());
    for (const CallExpr *C : F.InHeaders)
      Diags.error(C->getBeginLoc(), DiagId::KernelInHeader,
                  "kernels in headers are not translated yet; move the dispatch into a source "
                  "file");
    std::vector<std::pair<unsigned, unsigned>> Stmts;
    for (const CallExpr *C : F.Dependent) {
      Diags.error(C->getBeginLoc(), DiagId::DispatchInTemplate,
                  "dispatches inside templates are not translated yet; move the dispatch "
                  "into a non-template function");
      auto R = fileOffsets(Ctx, C->getSourceRange());
      Stmts.push_back({R.first, afterSemicolon(Ctx, C, R.second)});
    }
    for (auto &[Call, R] : F.Found) {
      Stmts.push_back({R.first, afterSemicolon(Ctx, Call, R.second)});
      std::optional<Kernel> K = recogniseDispatch(Call, RC);
      if (!K)
        continue;
      K->stmtBegin = Stmts.back().first;
      K->stmtEnd = Stmts.back().second;
      K->insertAt = insertionPoint(Ctx, Call);
      for (int N = 2; std::any_of(Out.model.kernels.begin(), Out.model.kernels.end(),
                                  [&](const Kernel &O) { return O.name == K->name; });
           ++N)
        K->name = K->name.substr(0, K->name.rfind("_L")) + "_L" + std::to_string(K->line) + "_" +
                  std::to_string(N);
      if (K->isFunctor &&
          std::find(Stmts.begin(), Stmts.end(),
                    std::make_pair(K->functorBodyBegin, K->functorBodyEnd)) == Stmts.end())
        Stmts.push_back({K->functorBodyBegin, K->functorBodyEnd});
      Out.model.kernels.push_back(std::move(*K));
    }
    std::unique_ptr<Lowering> L = makeLowering(T);
    if (!L) {
      Diags.error(Ctx.getSourceManager().getLocForStartOfFile(
                      Ctx.getSourceManager().getMainFileID()),
                  DiagId::UnsupportedTarget,
                  std::string("target '") + targetName(T) + "' is not implemented yet");
    }
    std::vector<Edit> Edits;
    if (L)
      Edits = hostEdits(Ctx, PP, Files, RC, L->hostSpelling(), Stmts, Diags);
    if (Diags.count() > 0 || DE.hasErrorOccurred()) {
      Out.status = DE.hasErrorOccurred() && Diags.count() == 0 ? ExitCompile : ExitUnsupported;
      return;
    }
    // Lower; kernels that share an insertion point are emitted together, in source order.
    std::map<unsigned, std::string> Defs;
    for (const Kernel &K : Out.model.kernels) {
      LoweredKernel LK = L->lower(K);
      for (const LoweringDiag &D : LK.diags) {
        SourceManager &SM = Ctx.getSourceManager();
        Diags.error(SM.getLocForStartOfFile(SM.getMainFileID()).getLocWithOffset(K.stmtBegin), D.id,
                    D.message);
      }
      Defs[K.insertAt] += LK.definition + "\n\n";
      Edits.push_back({K.stmtBegin, K.stmtEnd - K.stmtBegin, LK.launch});
    }
    if (Diags.count() > 0) { // constructs the target cannot express: no partial output
      Out.status = ExitUnsupported;
      return;
    }
    for (auto &[Off, Text] : Defs)
      Edits.push_back({Off, 0, Text});
    std::vector<unsigned> Stubbed;
    for (const Kernel &K : Out.model.kernels)
      if (K.isFunctor && std::find(Stubbed.begin(), Stubbed.end(), K.functorBodyBegin) == Stubbed.end()) {
        Stubbed.push_back(K.functorBodyBegin);
        Edits.push_back({K.functorBodyBegin, K.functorBodyEnd - K.functorBodyBegin,
                         "{ /* lowered into kernel " + K.name + " */ }"});
      }
    std::string Prologue = L->prologue();
    for (Edit &E : Edits)
      if (E.File.isInvalid() &&
          (E.Text == L->hostSpelling().Include || E.Text == L->hostSpelling().Include + "\n")) {
        E.Text += "\n" + Prologue;
        break;
      }
    // Edits per file: the main file is the output; edited headers go with it.
    std::map<FileID, std::vector<Edit>> PerFile;
    for (Edit &E : Edits)
      PerFile[E.File].push_back(E);
    Out.output = apply(Ctx, PerFile[FileID()], Ctx.getSourceManager().getMainFileID());
    for (auto &[F, FE] : PerFile) {
      if (F.isInvalid())
        continue;
      OptionalFileEntryRef Entry = Ctx.getSourceManager().getFileEntryRefForID(F);
      llvm::SmallString<256> P(Entry ? Entry->getName() : "");
      llvm::sys::fs::make_absolute(P);
      llvm::sys::path::remove_dots(P, true);
      Out.headers[std::string(P)] = apply(Ctx, FE, F);
    }
    Out.status = ExitOk;
  }

private:
  std::string apply(ASTContext &Ctx, std::vector<Edit> &Edits, FileID File) {
    SourceManager &SM = Ctx.getSourceManager();
    StringRef Code = SM.getBufferData(File);
    std::stable_sort(Edits.begin(), Edits.end(), [](const Edit &A, const Edit &B) {
      return A.Offset < B.Offset || (A.Offset == B.Offset && A.Length < B.Length);
    });
    tooling::Replacements Reps;
    std::string Name = "input";
    for (size_t I = 0; I < Edits.size(); ++I) {
      Edit E = Edits[I];
      // Merge insertions at one offset into the following edit there.
      while (I + 1 < Edits.size() && E.Length == 0 && Edits[I + 1].Offset == E.Offset) {
        E.Text += Edits[I + 1].Text;
        E.Length = Edits[I + 1].Length;
        ++I;
      }
      if (llvm::Error Err = Reps.add(tooling::Replacement(Name, E.Offset, E.Length, E.Text))) {
        llvm::errs() << "kokkos-translate: internal error: overlapping edits: "
                     << llvm::toString(std::move(Err)) << "\n";
        std::abort();
      }
    }
    format::FormatStyle Style = format::getLLVMStyle();
    Style.ColumnLimit = 100;
    auto Formatted = format::formatReplacements(Code, Reps, Style);
    if (!Formatted) {
      llvm::consumeError(Formatted.takeError());
      Formatted = Reps;
    }
    auto Result = tooling::applyAllReplacements(Code, *Formatted);
    if (!Result) {
      llvm::consumeError(Result.takeError());
      return "";
    }
    return *Result;
  }

  TranslateResult &Out;
  Target T;
  PreprocessorFacts &PP;
  const EditableFiles &Files;
  std::string File;
};

class TranslateAction : public ASTFrontendAction {
public:
  TranslateAction(TranslateResult &Out, Target T, std::string File,
                  llvm::raw_ostream *Messages = nullptr)
      : Out(Out), T(T), File(std::move(File)), Messages(Messages) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    if (Messages) // "N errors generated." goes with this file's other messages
      CI.setVerboseOutputStream(*Messages);
    Files.InRoot = translateInRoot();
    CI.getPreprocessor().addPPCallbacks(
        makePreprocessorRecorder(CI.getSourceManager(), Files, PP));
    return std::make_unique<TranslateConsumer>(Out, T, PP, Files, File);
  }

private:
  TranslateResult &Out;
  Target T;
  std::string File;
  llvm::raw_ostream *Messages;
  PreprocessorFacts PP;
  EditableFiles Files;
};

class Factory : public tooling::FrontendActionFactory {
public:
  Factory(TranslateResult &Out, Target T, std::string File, llvm::raw_ostream *Messages)
      : Out(Out), T(T), File(std::move(File)), Messages(Messages) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<TranslateAction>(Out, T, File, Messages);
  }
  TranslateResult &Out;
  Target T;
  std::string File;
  llvm::raw_ostream *Messages;
};

std::string kokkosApiDir() {
  // Installed layout first (<prefix>/bin/../share/kokkos-translate/kokkos-api), then the tree.
  std::string Exe = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  llvm::SmallString<256> P(llvm::sys::path::parent_path(llvm::sys::path::parent_path(Exe)));
  llvm::sys::path::append(P, "share", "kokkos-translate", "kokkos-api");
  if (llvm::sys::fs::exists(P + "/Kokkos_Core.hpp"))
    return std::string(P);
  return std::string(KT_SOURCE_DIR) + "/kokkos-api/include";
}

} // namespace

std::string &translateInRoot() {
  static std::string Root;
  return Root;
}

std::vector<std::string> translatorExtraArgs() {
  return {"-resource-dir=" KT_CLANG_RESOURCE_DIR, "-idirafter", kokkosApiDir(),
          "-Wno-everything", "-fsyntax-only"};
}

TranslateResult translateCode(const std::string &Code, const std::string &FileName, Target T,
                              const std::vector<std::string> &Args) {
  TranslateResult Out;
  Out.status = ExitCompile;
  Out.model.path = FileName;
  std::vector<std::string> All = {"-xc++", "-std=c++17"};
  All.insert(All.end(), Args.begin(), Args.end());
  for (const std::string &A : translatorExtraArgs())
    All.push_back(A);
  auto Action = std::make_unique<TranslateAction>(Out, T, FileName);
  bool Ok = tooling::runToolOnCodeWithArgs(std::move(Action), Code, All, FileName,
                                           "kokkos-translate",
                                           std::make_shared<PCHContainerOperations>());
  if (!Ok && Out.status == ExitOk)
    Out.status = ExitCompile;
  return Out;
}

TranslateResult translateFile(const tooling::CompilationDatabase &DB, const std::string &Path,
                              Target T) {
  TranslateResult Out;
  Out.status = ExitCompile;
  Out.model.path = Path;
  tooling::ClangTool Tool(DB, {Path});
  Tool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
      translatorExtraArgs(), tooling::ArgumentInsertPosition::END));
  Tool.appendArgumentsAdjuster(
      tooling::getInsertArgumentAdjuster({"-xc++", "-std=c++17"},
                                         tooling::ArgumentInsertPosition::BEGIN));
  llvm::raw_string_ostream OS(Out.messages);
  auto DiagOpts = llvm::makeIntrusiveRefCnt<DiagnosticOptions>();
  TextDiagnosticPrinter Printer(OS, DiagOpts.get());
  Tool.setDiagnosticConsumer(&Printer);
  Tool.setPrintErrorMessage(false);
  Factory F(Out, T, Path, &OS);
  int Rc = Tool.run(&F);
  OS.flush();
  if (Rc != 0 && Out.status == ExitOk)
    Out.status = ExitCompile;
  return Out;
}

} // namespace kt
