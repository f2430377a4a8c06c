// Running clang on one input: a compilation database's file (translateFile, with a file system
// of its own) or a string (translateCode, for the unit tests), each through a TranslateAction
// whose consumer is Translator.cpp's.
#include "rewriters/TranslatorRun.h"

#include "rewriters/Precompiled.h"
#include "rewriters/TranslatorHeaders.h"
#include "rewriters/recognise/macros/MacroExpansion.h"

#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/VirtualFileSystem.h"

using namespace clang;

namespace kt {

namespace {

void precompiledMacroFacts(Preprocessor &P, PreprocessorFacts &Facts) {
  for (const auto &[II, State] : P.macros(/*IncludeExternalMacros=*/true)) {
    const MacroInfo *MI = P.getMacroInfo(II);
    if (!MI)
      continue;
    if (II->getName().starts_with("KOKKOS_ENABLE_"))
      Facts.BackendDefined.insert(II->getName().str());
    if (II->getName() == "KOKKOS_VERSION" && MI->getNumTokens() == 1 &&
        MI->getReplacementToken(0).is(tok::numeric_constant))
      llvm::StringRef(P.getSpelling(MI->getReplacementToken(0))).getAsInteger(10,
                                                                              Facts.ParseVersion);
  }
}

/// With the precompiled bundled header, its macros are defined before the file begins: the
/// recorder sees none of them, so the backend macros and KOKKOS_VERSION it would have seen are
/// read from the header when the main file is entered.
class PrecompiledMacros : public PPCallbacks {
public:
  PrecompiledMacros(Preprocessor &P, PreprocessorFacts &Facts) : P(P), Facts(Facts) {}
  void FileChanged(SourceLocation, FileChangeReason Reason, SrcMgr::CharacteristicKind,
                   FileID) override {
    if (Reason == EnterFile && !Done) {
      Done = true;
      precompiledMacroFacts(P, Facts);
    }
  }

private:
  Preprocessor &P;
  PreprocessorFacts &Facts;
  bool Done = false;
};

class TranslateAction : public ASTFrontendAction {
public:
  TranslateAction(TranslateResult &Out, const TranslateOptions &Opts, std::string File,
                  llvm::raw_ostream *Messages = nullptr, const TranslateResult *First = nullptr)
      : Out(Out), Opts(Opts), File(std::move(File)), Messages(Messages),
        First(First) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    if (Messages) // "N errors generated." goes with this file's other messages
      CI.setVerboseOutputStream(*Messages);
    Files.InRoot = Opts.inRoot;
    if (!CI.getPreprocessorOpts().ImplicitPCHInclude.empty())
      CI.getPreprocessor().addPPCallbacks(
          std::make_unique<PrecompiledMacros>(CI.getPreprocessor(), PP));
    CI.getPreprocessor().addPPCallbacks(
        makePreprocessorRecorder(CI.getSourceManager(), Files, PP));
    // Dispatches written by macros: translated again from the expansion (MacroExpansion.h).
    Expansions.First = !First;
    if (First)
      Expansions.ExpandedAway = First->expandedMacros;
    recordExpansions(CI.getPreprocessor(), Expansions);
    return makeTranslateConsumer(Out, Opts, PP, Files, File, &Expansions);
  }

private:
  TranslateResult &Out;
  const TranslateOptions &Opts;
  std::string File;
  llvm::raw_ostream *Messages;
  const TranslateResult *First; ///< the first parse's result, in the second parse
  PreprocessorFacts PP;
  EditableFiles Files;
  ExpansionRecord Expansions;
};

class Factory : public tooling::FrontendActionFactory {
public:
  Factory(TranslateResult &Out, const TranslateOptions &Opts, std::string File,
          llvm::raw_ostream *Messages, const TranslateResult *First = nullptr)
      : Out(Out), Opts(Opts), File(std::move(File)), Messages(Messages),
        First(First) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<TranslateAction>(Out, Opts, File, Messages, First);
  }
  TranslateResult &Out;
  const TranslateOptions &Opts;
  std::string File;
  llvm::raw_ostream *Messages;
  const TranslateResult *First;
};

/// The second parse's result, its output without the expansion markers.
TranslateResult secondParse(TranslateResult Out) {
  Out.output = stripExpansionMarks(Out.output);
  for (auto &[Path, H] : Out.headers)
    H.text = stripExpansionMarks(H.text);
  return Out;
}

} // namespace

namespace {

/// One in-memory parse of Code; with Cache, the bundled API is precompiled where it may be (a
/// parse that fails then runs again without), as for a file (runOnFile).
TranslateResult runOnCode(const std::string &Code, const std::string &FileName,
                          const TranslateOptions &Opts, const std::vector<std::string> &Args,
                          const TranslateResult *First, const std::string &Cache) {
  TranslateResult Out;
  Out.status = ExitCompile;
  Out.model.path = FileName;
  std::vector<std::string> All = {"-xc++", "-std=c++17"};
  All.insert(All.end(), Args.begin(), Args.end());
  for (const std::string &A : translatorExtraArgs(Opts.target))
    All.push_back(A);
  bool Precompiled = false;
  if (!Cache.empty() && precompiledPreambleOk(Code)) {
    llvm::SmallString<256> Here;
    llvm::sys::fs::current_path(Here);
    std::vector<std::string> With = withPrecompiledApi(All, Here.str().str(), Cache, bundledApiDir());
    Precompiled = With.size() != All.size();
    All = std::move(With);
  }
  auto Action = std::make_unique<TranslateAction>(Out, Opts, FileName, nullptr, First);
  bool Ok = tooling::runToolOnCodeWithArgs(std::move(Action), Code, All, FileName,
                                           "kokkos-translate",
                                           std::make_shared<PCHContainerOperations>());
  if (!Ok && Out.status == ExitOk)
    Out.status = ExitCompile;
  if (Precompiled && Out.status == ExitCompile)
    return runOnCode(Code, FileName, Opts, Args, First, "");
  if (Ok && Out.status == ExitOk && !Out.expandedSource.empty())
    return secondParse(runOnCode(Out.expandedSource, FileName, Opts, Args, &Out, Cache));
  return Out;
}

} // namespace

TranslateResult translateCode(const std::string &Code, const std::string &FileName,
                              const TranslateOptions &Opts, const std::vector<std::string> &Args) {
  return runOnCode(Code, FileName, Opts, Args, nullptr, Opts.pchCache);
}

TranslateResult translateCode(const std::string &Code, const std::string &FileName, Target T,
                              const std::vector<std::string> &Args) {
  TranslateOptions Opts;
  Opts.target = T;
  return translateCode(Code, FileName, Opts, Args);
}

namespace {

/// The physical file system with Path's text replaced by Text (the second parse).
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
expandedFileSystem(const tooling::CompilationDatabase &DB, const std::string &Path,
                   const std::string &Text, const std::map<std::string, std::string> &Headers) {
  auto Mem = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  llvm::SmallString<256> Here;
  llvm::sys::fs::current_path(Here);
  Mem->setCurrentWorkingDirectory(Here); // the tool moves it to the command's folder
  for (const tooling::CompileCommand &C : DB.getCompileCommands(Path)) {
    llvm::SmallString<256> Dir(C.Directory), A(C.Filename);
    llvm::sys::fs::make_absolute(Dir);
    llvm::sys::fs::make_absolute(Dir, A);
    llvm::sys::path::remove_dots(A, true);
    Mem->addFile(A, 0, llvm::MemoryBuffer::getMemBufferCopy(Text, A));
  }
  for (const auto &[H, HText] : Headers) // tree mode: headers with expanded macro calls
    Mem->addFile(H, 0, llvm::MemoryBuffer::getMemBufferCopy(HText, H));
  auto Over = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
      llvm::vfs::createPhysicalFileSystem());
  Over->pushOverlay(Mem);
  return Over;
}

/// The text clang parses for Path (the second parse: the expanded text).
std::string parsedText(const std::string &Path, const TranslateResult *First) {
  if (First)
    return First->expandedSource;
  auto Buf = llvm::MemoryBuffer::getFile(Path);
  return Buf ? (*Buf)->getBuffer().str() : std::string();
}

/// Adds the precompiled bundled API (Precompiled.h) to the command when it may be used; sets
/// Used when it was.
tooling::ArgumentsAdjuster precompiledAdjuster(const tooling::CompilationDatabase &DB,
                                               const std::string &Path, const std::string &Cache,
                                               bool &Used) {
  std::vector<tooling::CompileCommand> Cmds = DB.getCompileCommands(Path);
  std::string Dir = Cmds.empty() ? "." : Cmds.front().Directory;
  llvm::SmallString<256> AbsDir(Dir);
  llvm::sys::fs::make_absolute(AbsDir);
  return [&Used, Cache, Dir = std::string(AbsDir)](const tooling::CommandLineArguments &Args,
                                                   StringRef File) {
    tooling::CommandLineArguments NoFile;
    for (const std::string &A : Args)
      if (A != File)
        NoFile.push_back(A);
    tooling::CommandLineArguments With = withPrecompiledApi(NoFile, Dir, Cache, bundledApiDir());
    if (With.size() == NoFile.size())
      return Args;
    Used = true;
    tooling::CommandLineArguments R = Args;
    R.insert(R.end(), With.end() - 2, With.end());
    return R;
  };
}

/// Whether Path (its text: Text) may be parsed with the precompiled bundled API, its quoted
/// includes looked up as its compile command finds them.
bool preambleOk(const tooling::CompilationDatabase &DB, const std::string &Path,
                const std::string &Text) {
  std::vector<tooling::CompileCommand> Cmds = DB.getCompileCommands(Path);
  if (Cmds.empty())
    return precompiledPreambleOk(Text);
  return precompiledPreambleOk(Text, Cmds.front().Filename, Cmds.front().CommandLine,
                               Cmds.front().Directory);
}

/// One parse of Path; Expanded (the second parse) replaces the file's text. With Cache, the
/// bundled API is precompiled where it may be (a parse that fails then runs again without).
TranslateResult runOnFile(const tooling::CompilationDatabase &DB, const std::string &Path,
                          const TranslateOptions &Opts, const TranslateResult *First,
                          const std::string &Cache) {
  TranslateResult Out;
  Out.status = ExitCompile;
  Out.model.path = Path;
  // A file system of its own: each ClangTool moves its working directory to the compile
  // command's, which must not be the process's while other files are translated in parallel.
  tooling::ClangTool Tool(DB, {Path}, std::make_shared<PCHContainerOperations>(),
                          First ? expandedFileSystem(DB, Path, First->expandedSource,
                                                     First->expandedHeaders)
                                : llvm::vfs::createPhysicalFileSystem());
  Tool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
      translatorExtraArgs(Opts.target), tooling::ArgumentInsertPosition::END));
  Tool.appendArgumentsAdjuster(
      tooling::getInsertArgumentAdjuster({"-xc++", "-std=c++17"},
                                         tooling::ArgumentInsertPosition::BEGIN));
  bool Precompiled = false;
  if (!Cache.empty() && preambleOk(DB, Path, parsedText(Path, First)))
    Tool.appendArgumentsAdjuster(precompiledAdjuster(DB, Path, Cache, Precompiled));
  // clang's VerifyDiagnosticConsumer checks the errors reported, KT diagnostics too (not the
  // notes: a compile error's candidates in the bundled API). After the precompiled API, whose
  // build must not verify.
  if (Opts.verify)
    Tool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
        {"-Xclang", "-verify", "-Xclang", "-verify-ignore-unexpected=note"},
        tooling::ArgumentInsertPosition::END));
  llvm::raw_string_ostream OS(Out.messages);
  auto DiagOpts = llvm::makeIntrusiveRefCnt<DiagnosticOptions>();
  TextDiagnosticPrinter Printer(OS, DiagOpts.get());
  Tool.setDiagnosticConsumer(&Printer);
  Tool.setPrintErrorMessage(false);
  Factory F(Out, Opts, Path, &OS, First);
  int Rc = Tool.run(&F);
  OS.flush();
  Out.verified = Opts.verify && Rc == 0; // with -verify, the frontend fails only on a mismatch
  if (Rc != 0 && Out.status == ExitOk)
    Out.status = ExitCompile;
  if (Precompiled && Out.status == ExitCompile)
    return runOnFile(DB, Path, Opts, First, "");
  return Out;
}

} // namespace

TranslateResult translateFile(const tooling::CompilationDatabase &DB, const std::string &Path,
                              const TranslateOptions &Opts) {
  TranslateResult Out = runOnFile(DB, Path, Opts, nullptr, Opts.pchCache);
  if (Out.status == ExitOk && !Out.expandedSource.empty())
    return secondParse(runOnFile(DB, Path, Opts, &Out, Opts.pchCache));
  return Out;
}

} // namespace kt
