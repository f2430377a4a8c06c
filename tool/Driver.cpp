#include "tool/Driver.h"

#include "rewriters/Translator.h"

#include "clang/Tooling/CommonOptionsParser.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <set>

using namespace llvm;

namespace kt {

static cl::OptionCategory Category("kokkos-translate options");
static cl::opt<std::string> TargetOpt("target", cl::desc("Output target: cuda, hip, openmp or openacc"),
                                      cl::value_desc("name"), cl::init("cuda"),
                                      cl::cat(Category));
static cl::opt<std::string> OutputOpt("o",
                                      cl::desc("Output file (one input) or folder (several inputs)"),
                                      cl::value_desc("path"), cl::cat(Category));
static cl::extrahelp MoreHelp(R"(
Translates Kokkos C++ into explicit CUDA, HIP, OpenMP kernel-mode or OpenACC source.

  kokkos-translate --target=cuda [-o OUT] FILE... [-- COMPILER-ARGS]
  kokkos-translate --target=cuda -p BUILD_DIR FILE...

Without real Kokkos headers on the include path, inputs are parsed against a bundled,
declaration-only Kokkos API header.

Exit codes: 0 success, 1 usage or I/O error, 2 an input does not compile,
3 an unsupported or unsafe construct was diagnosed (KT####).
)");

bool writeFileAtomically(const std::string &Path, const std::string &Data, std::string &Err) {
  SmallString<256> Dir(Path);
  sys::path::remove_filename(Dir);
  if (Dir.empty())
    Dir = ".";
  SmallString<256> Tmp;
  int FD;
  if (std::error_code EC = sys::fs::createUniqueFile(Dir + "/.kt-tmp-%%%%%%%%", FD, Tmp)) {
    Err = EC.message();
    return false;
  }
  {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Data;
    OS.flush();
    if (OS.has_error()) {
      Err = OS.error().message();
      OS.clear_error();
      sys::fs::remove(Tmp);
      return false;
    }
  }
  if (std::error_code EC = sys::fs::rename(Tmp, Path)) {
    Err = EC.message();
    sys::fs::remove(Tmp);
    return false;
  }
  return true;
}

static void printVersion(raw_ostream &OS) {
  OS << "kokkos-translate " << KT_VERSION << " (LLVM/Clang " << LLVM_VERSION_STRING << ")\n";
}

int runDriver(int argc, const char **argv) {
  cl::SetVersionPrinter(printVersion);
  // Without `--` or -p, CommonOptionsParser would look for a compilation database next to
  // the inputs; a plain invocation means "no extra flags".
  std::vector<const char *> Args(argv, argv + argc);
  bool HasDashDash = false, HasP = false;
  for (int I = 1; I < argc; ++I) {
    StringRef A = argv[I];
    HasDashDash |= A == "--";
    HasP |= A == "-p" || A.starts_with("-p=") || A.starts_with("--p=");
  }
  if (!HasDashDash && !HasP)
    Args.push_back("--");
  int N = (int)Args.size();
  auto Parser = clang::tooling::CommonOptionsParser::create(N, Args.data(), Category,
                                                            cl::OneOrMore);
  if (!Parser) {
    errs() << toString(Parser.takeError()) << "\n";
    return ExitUsage;
  }
  std::optional<Target> T = parseTarget(TargetOpt);
  if (!T) {
    errs() << "kokkos-translate: unknown --target '" << TargetOpt
           << "' (expected cuda, hip, openmp or openacc)\n";
    return ExitUsage;
  }
  const std::vector<std::string> &Files = Parser->getSourcePathList();
  for (const std::string &F : Files)
    if (!sys::fs::exists(F)) {
      errs() << "kokkos-translate: error: no such file: " << F << "\n";
      return ExitUsage;
    }
  bool OutIsDir = Files.size() > 1 || (!OutputOpt.empty() && sys::fs::is_directory(OutputOpt));
  if (OutIsDir) { // two inputs must not write the same output
    std::set<std::string> Stems;
    for (const std::string &F : Files)
      if (!Stems.insert(sys::path::stem(F).str()).second) {
        errs() << "kokkos-translate: error: several inputs are named '" << sys::path::stem(F)
               << "'; translate them separately with -o\n";
        return ExitUsage;
      }
  }
  int Worst = ExitOk;
  for (const std::string &F : Files) {
    TranslateResult R = translateFile(Parser->getCompilations(), F, *T);
    if (R.status != ExitOk) {
      Worst = std::max(Worst, R.status);
      continue;
    }
    std::string Out;
    if (OutputOpt.empty() && !OutIsDir) {
      outs() << R.output;
      continue;
    }
    if (OutIsDir) {
      SmallString<256> P(OutputOpt.empty() ? "." : OutputOpt.getValue());
      sys::path::append(P, sys::path::stem(F) + targetExtension(*T));
      Out = std::string(P);
    } else {
      Out = OutputOpt;
    }
    if (sys::fs::equivalent(Out, F)) {
      errs() << "kokkos-translate: error: refusing to overwrite the input " << F << "\n";
      return ExitUsage;
    }
    std::string Err;
    if (!writeFileAtomically(Out, R.output, Err)) {
      errs() << "kokkos-translate: error: cannot write " << Out << ": " << Err << "\n";
      Worst = std::max(Worst, (int)ExitUsage);
    }
  }
  return Worst;
}

} // namespace kt
