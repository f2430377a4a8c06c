// Running clang on one input: a compilation database's file (translateFile, with a file system
// of its own) or a string (translateCode, for the unit tests), each through a TranslateAction
// whose consumer is Translator.cpp's.
#include "rewriters/TranslatorRun.h"

#include "rewriters/TranslatorHeaders.h"

#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/VirtualFileSystem.h"

using namespace clang;

namespace kt {

namespace {

class TranslateAction : public ASTFrontendAction {
public:
  TranslateAction(TranslateResult &Out, const TranslateOptions &Opts, std::string File,
                  llvm::raw_ostream *Messages = nullptr)
      : Out(Out), Opts(Opts), File(std::move(File)), Messages(Messages) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    if (Messages) // "N errors generated." goes with this file's other messages
      CI.setVerboseOutputStream(*Messages);
    Files.InRoot = Opts.inRoot;
    CI.getPreprocessor().addPPCallbacks(
        makePreprocessorRecorder(CI.getSourceManager(), Files, PP));
    return makeTranslateConsumer(Out, Opts, PP, Files, File);
  }

private:
  TranslateResult &Out;
  const TranslateOptions &Opts;
  std::string File;
  llvm::raw_ostream *Messages;
  PreprocessorFacts PP;
  EditableFiles Files;
};

class Factory : public tooling::FrontendActionFactory {
public:
  Factory(TranslateResult &Out, const TranslateOptions &Opts, std::string File,
          llvm::raw_ostream *Messages)
      : Out(Out), Opts(Opts), File(std::move(File)), Messages(Messages) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<TranslateAction>(Out, Opts, File, Messages);
  }
  TranslateResult &Out;
  const TranslateOptions &Opts;
  std::string File;
  llvm::raw_ostream *Messages;
};

} // namespace

TranslateResult translateCode(const std::string &Code, const std::string &FileName,
                              const TranslateOptions &Opts, const std::vector<std::string> &Args) {
  TranslateResult Out;
  Out.status = ExitCompile;
  Out.model.path = FileName;
  std::vector<std::string> All = {"-xc++", "-std=c++17"};
  All.insert(All.end(), Args.begin(), Args.end());
  for (const std::string &A : translatorExtraArgs(Opts.target))
    All.push_back(A);
  auto Action = std::make_unique<TranslateAction>(Out, Opts, FileName);
  bool Ok = tooling::runToolOnCodeWithArgs(std::move(Action), Code, All, FileName,
                                           "kokkos-translate",
                                           std::make_shared<PCHContainerOperations>());
  if (!Ok && Out.status == ExitOk)
    Out.status = ExitCompile;
  return Out;
}

TranslateResult translateCode(const std::string &Code, const std::string &FileName, Target T,
                              const std::vector<std::string> &Args) {
  TranslateOptions Opts;
  Opts.target = T;
  return translateCode(Code, FileName, Opts, Args);
}

TranslateResult translateFile(const tooling::CompilationDatabase &DB, const std::string &Path,
                              const TranslateOptions &Opts) {
  TranslateResult Out;
  Out.status = ExitCompile;
  Out.model.path = Path;
  // A file system of its own: each ClangTool moves its working directory to the compile
  // command's, which must not be the process's while other files are translated in parallel.
  tooling::ClangTool Tool(DB, {Path}, std::make_shared<PCHContainerOperations>(),
                          llvm::vfs::createPhysicalFileSystem());
  Tool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
      translatorExtraArgs(Opts.target), tooling::ArgumentInsertPosition::END));
  Tool.appendArgumentsAdjuster(
      tooling::getInsertArgumentAdjuster({"-xc++", "-std=c++17"},
                                         tooling::ArgumentInsertPosition::BEGIN));
  llvm::raw_string_ostream OS(Out.messages);
  auto DiagOpts = llvm::makeIntrusiveRefCnt<DiagnosticOptions>();
  TextDiagnosticPrinter Printer(OS, DiagOpts.get());
  Tool.setDiagnosticConsumer(&Printer);
  Tool.setPrintErrorMessage(false);
  Factory F(Out, Opts, Path, &OS);
  int Rc = Tool.run(&F);
  OS.flush();
  if (Rc != 0 && Out.status == ExitOk)
    Out.status = ExitCompile;
  return Out;
}

} // namespace kt
