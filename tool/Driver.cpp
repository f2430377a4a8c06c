#include "tool/Driver.h"

#include "rewriters/Translator.h"
#include "tool/Diff.h"
#include "tool/Headers.h"
#include "tool/Report.h"

#include "clang/Tooling/CommonOptionsParser.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/raw_ostream.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <thread>
#include <set>

using namespace llvm;

namespace kt {

static cl::OptionCategory Category("kokkos-translate options");
static cl::opt<Target> TargetOpt(
    "target", cl::desc("Output target"),
    cl::values(clEnumValN(Target::Cuda, "cuda", "CUDA, .cu for nvcc (the default)"),
               clEnumValN(Target::Hip, "hip", "HIP, .hip for hipcc"),
               clEnumValN(Target::OpenMP, "openmp", "OpenMP kernel mode (ompx_bare), .cpp"),
               clEnumValN(Target::OpenACC, "openacc", "OpenACC, .cpp")),
    cl::init(Target::Cuda), cl::cat(Category));
using OmpGrid = LoweringOptions::OmpGrid;
static cl::opt<OmpGrid> OmpGridOpt(
    "omp-grid", cl::desc("OpenMP target: grid spelling"),
    cl::values(clEnumValN(OmpGrid::OneD, "1d",
                          "num_teams(N) thread_limit(T), clang 18 and 19 (the default)"),
               clEnumValN(OmpGrid::ThreeD, "3d",
                          "num_teams(x,y,z) thread_limit(x,y,z), clang 20 and later")),
    cl::init(OmpGrid::OneD), cl::cat(Category));
static cl::opt<bool> OmpAsyncOpt(
    "omp-async",
    cl::desc("OpenMP target: asynchronous kernels (nowait target tasks in one dependence chain, "
             "waited for at copies, frees, fences and results; experimental, docs/OPENMP.md)"),
    cl::init(false), cl::cat(Category));
using AccScratch = LoweringOptions::AccScratch;
static cl::opt<AccScratch> AccScratchOpt(
    "acc-scratch", cl::desc("OpenACC target: home of level-0 team scratch"),
    cl::values(clEnumValN(AccScratch::Pool, "pool",
                          "this gang's slice of a device pool in global memory (the default, "
                          "faster with GCC 12)"),
               clEnumValN(AccScratch::GangPrivate, "gang-private",
                          "a gang-private array, which GCC places in shared memory; needs a "
                          "size known at translation time or KT_ACC_SCRATCH0_CAPACITY")),
    cl::init(AccScratch::Pool), cl::cat(Category));
using ScanMode = LoweringOptions::Scan;
static cl::opt<ScanMode> ScanOpt(
    "scan", cl::desc("CUDA/HIP targets: one-pass RangePolicy parallel_scan of a float/double sum"),
    cl::values(clEnumValN(ScanMode::Reproducible, "reproducible",
                          "tile prefixes folded in a fixed order: the same bits on every run "
                          "(the default)"),
               clEnumValN(ScanMode::Fast, "fast",
                          "decoupled look-back: faster, but the last bits of a floating-point "
                          "scan may differ from run to run (integer scans are unchanged)")),
    cl::init(ScanMode::Reproducible), cl::cat(Category));
static cl::opt<std::string> OutputOpt("o",
                                      cl::desc("Output file (one input) or folder (several inputs)"),
                                      cl::value_desc("path"), cl::cat(Category));
static cl::opt<unsigned> JobsOpt("j", cl::desc("Translate N files in parallel (default: cores)"),
                                 cl::value_desc("N"), cl::init(0), cl::cat(Category));
static cl::opt<std::string> InRootOpt("in-root",
                                      cl::desc("Root of the input tree (default: the inputs' "
                                               "common folder; with -p and no inputs, the "
                                               "current folder); used with --out-root"),
                                      cl::value_desc("dir"), cl::cat(Category));
static cl::opt<std::string> OutRootOpt("out-root",
                                       cl::desc("Write outputs into this folder, mirroring the "
                                                "input tree below --in-root"),
                                       cl::value_desc("dir"), cl::cat(Category));
static cl::opt<bool> CheckOpt("check",
                              cl::desc("Translate in memory and compare with the existing "
                                       "outputs; print a unified diff, exit 4 if any differ"),
                              cl::cat(Category));
static cl::opt<std::string> ReportOpt("report", cl::desc("Write a report of every file"),
                                      cl::value_desc("file"), cl::cat(Category));
enum class ReportFormat { Json, Sarif };
static cl::opt<ReportFormat> ReportFormatOpt(
    "report-format", cl::desc("Report format"),
    cl::values(clEnumValN(ReportFormat::Json, "json", "JSON (the default)"),
               clEnumValN(ReportFormat::Sarif, "sarif", "SARIF 2.1.0")),
    cl::init(ReportFormat::Json), cl::cat(Category));
static cl::list<std::string> SuppressOpt("suppress",
                                         cl::desc("Do not print these diagnostics (KT1234,...); "
                                                  "the constructs are still refused"),
                                         cl::CommaSeparated, cl::value_desc("ids"),
                                         cl::cat(Category));
static cl::opt<bool> VerifyOpt(
    "verify",
    cl::desc("Write nothing; check the KT and compiler diagnostics against the inputs' "
             "`expected-error {{...}}` comments (clang's -verify): exit 0 when they agree, 1 "
             "when not"),
    cl::cat(Category));
static cl::extrahelp MoreHelp(R"(
Translates Kokkos C++ into explicit CUDA, HIP, OpenMP kernel-mode or OpenACC source.

  kokkos-translate --target=cuda [-o OUT] FILE... [-- COMPILER-ARGS]
  kokkos-translate --target=cuda -p BUILD_DIR FILE...
  kokkos-translate --target=cuda -p BUILD_DIR [--in-root DIR] --out-root OUT

With -p and no FILE, every file of the compilation database below --in-root (default: the
current folder) is translated.

Without real Kokkos headers on the include path, inputs are parsed against a bundled,
declaration-only Kokkos API header.

Exit codes: 0 success, 1 usage or I/O error, 2 an input does not compile,
3 an unsupported or unsafe construct was diagnosed (KT####), 4 --check found differences.
With --verify: 0 the diagnostics are those the inputs expect, 1 they are not.
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

static std::string absolute(const std::string &P) {
  SmallString<256> A(P);
  sys::fs::make_absolute(A);
  sys::path::remove_dots(A, true);
  return std::string(A);
}

/// Where each input's output goes (empty: standard output). With --out-root, sets
/// Opts.inRoot: InRoot (absolute; empty: the inputs' common folder).
static bool planOutputs(const std::vector<std::string> &Files, const std::string &InRoot,
                        TranslateOptions &Opts, std::vector<std::string> &Outs) {
  const Target T = Opts.target;
  if (!OutRootOpt.empty()) {
    std::string Root = InRoot;
    if (Root.empty()) { // the inputs' common folder
      Root = std::string(sys::path::parent_path(absolute(Files[0])));
      for (const std::string &F : Files)
        while (!StringRef(absolute(F)).starts_with(Root + "/") && Root.size() > 1)
          Root = std::string(sys::path::parent_path(Root));
    }
    Opts.inRoot = Root;
    for (const std::string &F : Files) {
      std::string A = absolute(F);
      if (!StringRef(A).starts_with(Root + "/")) {
        errs() << "kokkos-translate: error: " << F << " is outside --in-root " << Root << "\n";
        return false;
      }
      SmallString<256> O(OutRootOpt.getValue());
      sys::path::append(O, StringRef(A).drop_front(Root.size() + 1));
      sys::path::replace_extension(O, targetExtension(T));
      Outs.push_back(std::string(O));
    }
    return true;
  }
  // `-o out/` names a folder (created if need be) even for one input.
  bool OutIsDir = Files.size() > 1 || (!OutputOpt.empty() && (sys::fs::is_directory(OutputOpt) ||
                                                              sys::path::is_separator(OutputOpt.back())));
  for (const std::string &F : Files) {
    if (!OutIsDir) {
      Outs.push_back(OutputOpt);
      continue;
    }
    SmallString<256> P(OutputOpt.empty() ? "." : OutputOpt.getValue());
    sys::path::append(P, sys::path::stem(F) + targetExtension(T));
    Outs.push_back(std::string(P));
  }
  std::set<std::string> Seen;
  for (const std::string &O : Outs)
    if (!O.empty() && !Seen.insert(O).second) {
      errs() << "kokkos-translate: error: several inputs would write " << O
             << "; use --out-root to mirror the tree\n";
      return false;
    }
  return true;
}

static std::string statusOf(int S) {
  return S == ExitCompile ? "compile-error" : S == ExitUnsupported ? "unsupported" : "translated";
}

/// The files of the compilation database in BuildDir that lie below Root, in name order,
/// relative to the current folder where they lie below it.
static bool databaseFiles(const std::string &BuildDir, const std::string &Root,
                          std::vector<std::string> &Files) {
  std::string Err;
  auto DB = clang::tooling::CompilationDatabase::autoDetectFromDirectory(BuildDir, Err);
  if (!DB) {
    errs() << "kokkos-translate: error: " << Err << "\n";
    return false;
  }
  std::string Here = absolute(".") + "/";
  for (const std::string &F : DB->getAllFiles()) {
    std::string A = absolute(F); // named as on a command line: relative to here if below
    StringRef Name = StringRef(A).starts_with(Here) ? StringRef(A).drop_front(Here.size()) : A;
    if (StringRef(A).starts_with(Root + "/") && !llvm::is_contained(Files, Name))
      Files.push_back(Name.str());
  }
  llvm::sort(Files);
  if (Files.empty())
    errs() << "kokkos-translate: error: no file of the compilation database in " << BuildDir
           << " lies below " << Root << "\n";
  return !Files.empty();
}

/// Translates Files with -j jobs on LLVM's thread pool (each file on a file system of its
/// own, translateFile); everything a file prints is kept and shown in input order.
static std::vector<FileOutcome> translateAll(const clang::tooling::CompilationDatabase &DB,
                                             const std::vector<std::string> &Files,
                                             const std::vector<std::string> &Outs,
                                             const TranslateOptions &Opts) {
  std::vector<FileOutcome> Done(Files.size());
  std::atomic<size_t> Finished{0};
  std::mutex ProgressMutex;
  const bool Progress = sys::Process::StandardErrIsDisplayed() && Files.size() > 1;
  const auto Start = std::chrono::steady_clock::now();
  unsigned Jobs = JobsOpt ? JobsOpt : std::max(1u, std::thread::hardware_concurrency());
  DefaultThreadPool Pool(hardware_concurrency(std::min<unsigned>(Jobs, Files.size())));
  for (size_t I = 0; I < Files.size(); ++I)
    Pool.async([&, I] {
      Done[I].input = Files[I];
      Done[I].output = Outs[I];
      Done[I].result = translateFile(DB, Files[I], Opts);
      size_t F = ++Finished;
      if (Progress) {
        std::lock_guard<std::mutex> L(ProgressMutex);
        double Secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
        errs() << "\r\033[K[" << F << "/" << Files.size() << "] " << Files[I] << " ("
               << format("%.1f", Secs) << " s)";
      }
    });
  Pool.wait();
  if (Progress)
    errs() << "\r\033[K";
  return Done;
}

/// The command line, parsed: the inputs and their compile commands, the options of the run.
struct Invocation {
  std::optional<clang::tooling::CommonOptionsParser> Parser;
  /// --in-root (absolute), or with -p and no files the folder searched; empty: none given.
  std::string InRoot;
};

/// Parses the command line. Without `--` or -p, CommonOptionsParser would look for a
/// compilation database next to the inputs: a plain invocation means "no extra flags". With
/// -p and no file names: every file of the database below --in-root (default: here). Unknown
/// option values are usage errors of the parser (exit 1).
static bool parseCommandLine(int argc, const char **argv, Invocation &Inv) {
  std::vector<const char *> Args(argv, argv + argc);
  std::optional<std::string> BuildDir; // -p
  size_t DashDash = Args.size();
  for (size_t I = 1; I < Args.size() && DashDash == Args.size(); ++I) {
    StringRef A = Args[I];
    if (A == "--")
      DashDash = I;
    else if ((A == "-p" || A == "--p") && I + 1 < Args.size())
      BuildDir = Args[I + 1];
    else if (A.consume_front("-p=") || A.consume_front("--p="))
      BuildDir = A.str();
  }
  if (DashDash == Args.size() && !BuildDir)
    Args.push_back("--");
  auto Parse = [&] {
    int N = (int)Args.size();
    auto P = clang::tooling::CommonOptionsParser::create(N, Args.data(), Category, cl::ZeroOrMore);
    if (!P) {
      errs() << toString(P.takeError()) << "\n";
      return false;
    }
    Inv.Parser.emplace(std::move(*P));
    return true;
  };
  if (!Parse())
    return false;
  Inv.InRoot = InRootOpt.empty() ? "" : absolute(InRootOpt);
  if (!Inv.Parser->getSourcePathList().empty())
    return true;
  if (!BuildDir) {
    errs() << "kokkos-translate: error: no input files (give FILE... or -p BUILD_DIR)\n";
    return false;
  }
  std::string Root = absolute(InRootOpt.empty() ? "." : InRootOpt.getValue());
  std::vector<std::string> DbFiles;
  if (!databaseFiles(*BuildDir, Root, DbFiles))
    return false;
  std::vector<const char *> Names;
  for (const std::string &F : DbFiles)
    Names.push_back(F.c_str());
  Args.insert(Args.begin() + DashDash, Names.begin(), Names.end());
  Inv.InRoot = Root;
  return Parse(); // options are parsed again, the files added
}

/// What writing the outputs found.
struct RunOutcome {
  int Worst = ExitOk; ///< the worst translation status
  bool Differs = false, IoError = false;
  unsigned Diags = 0; ///< KT diagnostics
};

/// Shows (--check) or writes Text as the translation of Path; false on an I/O error.
static bool emit(const std::string &Path, const std::string &Text, RunOutcome &R,
                 std::string *Status = nullptr) {
  if (CheckOpt) {
    auto Old = MemoryBuffer::getFile(Path);
    std::string D = unifiedDiff(Old ? (*Old)->getBuffer().str() : "", Text, Path,
                                Path + " (translated)");
    if (Status)
      *Status = D.empty() ? "unchanged" : "differs";
    R.Differs |= !D.empty();
    outs() << D;
    return true;
  }
  SmallString<256> Dir(Path);
  sys::path::remove_filename(Dir);
  std::string Err;
  if ((!Dir.empty() && sys::fs::create_directories(Dir)) ||
      !writeFileAtomically(Path, Text, Err)) {
    errs() << "kokkos-translate: error: cannot write " << Path << ": " << Err << "\n";
    R.IoError = true;
    return false;
  }
  return true;
}

/// Prints each file's messages and writes (or checks) its output, in input order.
static void writeOutputs(std::vector<FileOutcome> &Done, RunOutcome &R) {
  for (FileOutcome &F : Done) {
    errs() << F.result.messages;
    R.Diags += F.result.diagnostics.size();
    if (F.result.status != ExitOk) {
      F.status = statusOf(F.result.status);
      R.Worst = std::max(R.Worst, F.result.status);
      if (F.result.status == ExitUnsupported && F.result.dispatches > 0)
        errs() << "kokkos-translate: note: " << F.input << ": "
               << F.result.dispatches - F.result.refusedDispatches << " of "
               << F.result.dispatches << " dispatch(es) would translate; nothing is written\n";
      continue;
    }
    F.status = "translated";
    if (F.output.empty()) {
      outs() << F.result.output;
      continue;
    }
    if (sys::fs::exists(F.input) && sys::fs::exists(F.output) &&
        sys::fs::equivalent(F.output, F.input)) {
      errs() << "kokkos-translate: error: refusing to overwrite the input " << F.input << "\n";
      F.status = "io-error";
      R.IoError = true;
      continue;
    }
    if (!emit(F.output, F.result.output, R, &F.status))
      F.status = "io-error";
  }
}

/// Writes (or checks) the merged headers below --out-root.
static void writeHeaders(const std::map<std::string, std::string> &Headers,
                         const TranslateOptions &Opts, RunOutcome &R) {
  for (auto &[Path, Text] : Headers) {
    SmallString<256> O(OutRootOpt.getValue());
    sys::path::append(O, StringRef(Path).drop_front(Opts.inRoot.size() + 1));
    emit(std::string(O), Text, R);
  }
}

/// --report, then the one-line summary (several files, --check or --report).
static void report(const std::vector<FileOutcome> &Done, const TranslateOptions &Opts,
                   RunOutcome &R) {
  if (!ReportOpt.empty()) {
    std::string Err, Text = ReportFormatOpt == ReportFormat::Sarif ? sarifReport(Done, Opts)
                                                                   : jsonReport(Done, Opts);
    if (!writeFileAtomically(ReportOpt, Text, Err)) {
      errs() << "kokkos-translate: error: cannot write report " << ReportOpt << ": " << Err << "\n";
      R.IoError = true;
    }
  }
  if (Done.size() > 1 || CheckOpt || !ReportOpt.empty()) {
    std::map<std::string, unsigned> C;
    for (const FileOutcome &F : Done)
      ++C[F.status];
    errs() << "kokkos-translate: " << Done.size() << " file(s):";
    for (auto &[S, K] : C)
      errs() << " " << K << " " << S << ";";
    errs() << " " << R.Diags << " KT diagnostic(s)\n";
  }
}

/// --verify: each file's verification messages; ExitOk when every file's diagnostics were
/// those its comments expect.
static int verifyOutcome(const std::vector<FileOutcome> &Done) {
  bool All = true;
  for (const FileOutcome &F : Done) {
    errs() << F.result.messages;
    All &= F.result.verified;
  }
  return All ? ExitOk : ExitUsage;
}

static cl::opt<std::string> PchCacheOpt(
    "pch-cache",
    cl::desc("Keep a precompiled header of the bundled Kokkos API in this folder and reuse it "
             "(faster; default: $KOKKOS_TRANSLATE_PCH_CACHE, else none)"),
    cl::value_desc("dir"), cl::cat(Category));

int runDriver(int argc, const char **argv) {
  cl::SetVersionPrinter(printVersion);
  Invocation Inv;
  if (!parseCommandLine(argc, argv, Inv))
    return ExitUsage;
  TranslateOptions Opts;
  Opts.target = TargetOpt;
  Opts.lowering.ompGrid = OmpGridOpt;
  Opts.lowering.ompAsync = OmpAsyncOpt;
  Opts.lowering.accScratch = AccScratchOpt;
  Opts.lowering.scan = ScanOpt;
  Opts.suppressed.assign(SuppressOpt.begin(), SuppressOpt.end());
  Opts.pchCache = PchCacheOpt;
  if (Opts.pchCache.empty())
    if (std::optional<std::string> Env = sys::Process::GetEnv("KOKKOS_TRANSLATE_PCH_CACHE"))
      Opts.pchCache = *Env;
  const std::vector<std::string> &Files = Inv.Parser->getSourcePathList();
  for (const std::string &F : Files)
    if (!sys::fs::exists(F)) {
      errs() << "kokkos-translate: error: no such file: " << F << "\n";
      return ExitUsage;
    }
  std::vector<std::string> Outs;
  if (!planOutputs(Files, Inv.InRoot, Opts, Outs))
    return ExitUsage;
  if (CheckOpt && std::any_of(Outs.begin(), Outs.end(), [](auto &O) { return O.empty(); })) {
    errs() << "kokkos-translate: error: --check needs -o or --out-root\n";
    return ExitUsage;
  }
  Opts.verify = VerifyOpt;
  std::vector<FileOutcome> Done = translateAll(Inv.Parser->getCompilations(), Files, Outs, Opts);
  if (VerifyOpt)
    return verifyOutcome(Done);
  // Headers below --in-root that inputs include: merged before anything is written, so an
  // input that includes a conflicting header gets no output.
  std::string HeaderMessages;
  std::map<std::string, std::string> Headers;
  if (!OutRootOpt.empty())
    Headers = mergeHeaders(Done, HeaderMessages, Opts);
  RunOutcome R;
  writeOutputs(Done, R);
  errs() << HeaderMessages;
  writeHeaders(Headers, Opts, R);
  report(Done, Opts, R);
  if (R.Worst != ExitOk)
    return R.Worst;
  if (R.IoError)
    return ExitUsage;
  return R.Differs ? ExitCheckDiff : ExitOk;
}

} // namespace kt
