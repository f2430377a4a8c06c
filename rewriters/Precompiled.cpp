// The precompiled bundled Kokkos API (Precompiled.h): when it may be used, its cache key and
// building it.
#include "rewriters/Precompiled.h"

#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <optional>

using namespace clang;

namespace kt {

namespace {

/// The next preprocessing line of Text from Pos, comments and blank lines skipped ("" at the
/// end); Pos moves past it. A block comment that spans lines is skipped whole.
std::string nextLine(llvm::StringRef Text, size_t &Pos) {
  while (Pos < Text.size()) {
    llvm::StringRef Rest = Text.substr(Pos).ltrim(" \t\r\n");
    Pos = Text.size() - Rest.size();
    if (Rest.starts_with("//")) {
      size_t E = Rest.find('\n');
      Pos += E == llvm::StringRef::npos ? Rest.size() : E + 1;
      continue;
    }
    if (Rest.starts_with("/*")) {
      size_t E = Rest.find("*/");
      if (E == llvm::StringRef::npos)
        return "?";
      Pos += E + 2;
      continue;
    }
    size_t E = Rest.find('\n');
    llvm::StringRef Line = Rest.substr(0, E);
    Pos += Line.size();
    if (Line.contains("/*") || Line.ends_with("\\"))
      return "?"; // a comment or a continuation inside a directive: not looked into
    return Line.substr(0, Line.find("//")).rtrim().str();
  }
  return "";
}

/// The rest of Line after `#<Directive>` (spaces around it trimmed), or nullopt when Line is
/// another line.
std::optional<llvm::StringRef> directiveRest(llvm::StringRef Line, llvm::StringRef Directive) {
  if (!Line.consume_front("#"))
    return std::nullopt;
  Line = Line.ltrim();
  if (!Line.consume_front(Directive) || (!Line.empty() && (llvm::isAlnum(Line[0]) || Line[0] == '_')))
    return std::nullopt;
  return Line.trim();
}

/// `#include <name>` (Open '<', Close '>') or `#include "name"`: the name, else "".
std::string includeName(llvm::StringRef Line, char Open, char Close) {
  std::optional<llvm::StringRef> R = directiveRest(Line, "include");
  if (!R || !R->consume_front(std::string(1, Open)) || !R->consume_back(std::string(1, Close)) ||
      R->contains(Close))
    return "";
  return R->str();
}

/// `#include <name>` of a standard header (cstdio, vector, stdio.h): the name, else "".
std::string angleInclude(llvm::StringRef Line) { return includeName(Line, '<', '>'); }

bool isStandardName(llvm::StringRef Name) {
  llvm::StringRef Stem = Name;
  Stem.consume_back(".h");
  return !Stem.empty() && llvm::all_of(Stem, [](char C) { return llvm::isLower(C) || C == '_'; });
}

/// When Args[I] is an include-path flag (`-I dir`, `-Idir`, `-isystem dir`, ...): the flag and
/// its folder made absolute against Dir; I moves to the folder's argument when it is a separate
/// one.
std::optional<std::pair<std::string, std::string>>
includePath(const std::vector<std::string> &Args, size_t &I, const std::string &Dir) {
  static const char *const PathFlags[] = {"-I", "-isystem", "-iquote", "-idirafter", "-F",
                                          "-iframework"};
  llvm::StringRef A(Args[I]);
  const char *const *F = llvm::find_if(PathFlags, [&](const char *P) { return A.starts_with(P); });
  if (F == std::end(PathFlags))
    return std::nullopt;
  const size_t N = strlen(*F);
  llvm::SmallString<256> Abs(A.size() > N ? A.drop_front(N).ltrim("=").str()
                                          : (I + 1 < Args.size() ? Args[++I] : ""));
  llvm::sys::fs::make_absolute(Dir, Abs);
  llvm::sys::path::remove_dots(Abs, true);
  return std::make_pair(std::string(*F), std::string(Abs));
}

/// True when a Kokkos_Core.hpp other than ApiDir's is on Args' include paths, or Args change
/// what the file's includes find (forced includes, a sysroot, CPATH).
bool otherKokkosVisible(const std::vector<std::string> &Args, const std::string &Dir,
                        const std::string &ApiDir) {
  static const char *const Forced[] = {"-include", "-imacros", "-ivfsoverlay", "-isysroot",
                                       "--sysroot", "-nostdinc", "-cxx-isystem"};
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef A(Args[I]);
    for (const char *F : Forced)
      if (A.starts_with(F))
        return true;
    if (auto P = includePath(Args, I, Dir);
        P && P->second != ApiDir && llvm::sys::fs::exists(P->second + "/Kokkos_Core.hpp"))
      return true;
  }
  return llvm::sys::Process::GetEnv("CPATH") || llvm::sys::Process::GetEnv("CPLUS_INCLUDE_PATH");
}

/// Args as they bear on parsing the header, whatever the working directory: include paths made
/// absolute against Dir; outputs and dependency files (`-o`, `-MF`, ...) left out.
std::vector<std::string> keyArgs(const std::vector<std::string> &Args, const std::string &Dir) {
  static const char *const Outputs[] = {"-o", "-MF", "-MT", "-MQ"};
  std::vector<std::string> K;
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef A(Args[I]);
    if (llvm::is_contained(Outputs, A)) {
      ++I; // and its value
      continue;
    }
    if (A == "-MD" || A == "-MMD" || A == "-c")
      continue;
    auto P = includePath(Args, I, Dir);
    K.push_back(P ? P->first + P->second : A.str());
  }
  return K;
}

/// The cache key: the clang library, the arguments (keyArgs) and every bundled header's size
/// and time. The working directory is no part of it, so one precompiled header serves every
/// folder of a tree that compiles with the same flags.
std::string cacheKey(const std::vector<std::string> &Args, const std::string &Dir,
                     const std::string &ApiDir) {
  std::string K = getClangFullVersion() + "\n";
  for (const std::string &A : keyArgs(Args, Dir))
    K += A + "\n";
  std::error_code EC;
  std::map<std::string, std::string> Files;
  for (llvm::sys::fs::recursive_directory_iterator It(ApiDir, EC), End; It != End && !EC;
       It.increment(EC)) {
    llvm::sys::fs::file_status S;
    if (!llvm::sys::fs::status(It->path(), S) && S.type() == llvm::sys::fs::file_type::regular_file)
      Files[It->path()] = std::to_string(S.getSize()) + " " +
                          std::to_string(S.getLastModificationTime().time_since_epoch().count());
  }
  for (const auto &[P, S] : Files)
    K += P + " " + S + "\n";
  return llvm::utohexstr(llvm::xxh3_64bits(K), /*LowerCase=*/true);
}

class WritePch : public GeneratePCHAction {
public:
  explicit WritePch(std::string Out) : Out(std::move(Out)) {}
  bool BeginInvocation(CompilerInstance &CI) override {
    CI.getFrontendOpts().OutputFile = Out;
    return GeneratePCHAction::BeginInvocation(CI);
  }

private:
  std::string Out;
};

/// Builds the header into Pch (through a temporary file, renamed: other processes may read
/// the cache meanwhile). False on any failure.
bool buildPch(const std::vector<std::string> &Args, const std::string &Dir,
              const std::string &CacheDir, const std::string &Pch) {
  std::string Source = CacheDir + "/kokkos-api.hpp";
  if (!llvm::sys::fs::exists(Source)) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Source + ".tmp" + std::to_string(llvm::sys::Process::getProcessId()),
                            EC);
    if (EC)
      return false;
    OS << "#include <Kokkos_Core.hpp>\n";
    OS.close();
    llvm::sys::fs::rename(Source + ".tmp" + std::to_string(llvm::sys::Process::getProcessId()),
                          Source);
  }
  std::vector<std::string> Cmd = Args;
  Cmd.insert(Cmd.end(), {"-xc++-header", Source});
  std::string Tmp = Pch + ".tmp" + std::to_string(llvm::sys::Process::getProcessId());
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS = llvm::vfs::createPhysicalFileSystem();
  FS->setCurrentWorkingDirectory(Dir);
  auto Files = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), FS);
  tooling::ToolInvocation Run(Cmd, std::make_unique<WritePch>(Tmp), Files.get());
  IgnoringDiagConsumer Quiet;
  Run.setDiagnosticConsumer(&Quiet);
  if (!Run.run() || !llvm::sys::fs::exists(Tmp)) {
    llvm::sys::fs::remove(Tmp);
    return false;
  }
  return !llvm::sys::fs::rename(Tmp, Pch);
}

/// `#<Directive> NAME`: NAME, else "".
std::string directiveName(llvm::StringRef Line, llvm::StringRef Directive) {
  std::optional<llvm::StringRef> R = directiveRest(Line, Directive);
  bool Id = R && !R->empty() && llvm::all_of(*R, [](char C) { return llvm::isAlnum(C) || C == '_'; });
  return Id ? R->str() : "";
}

/// An include guard's name that the bundled API cannot test: not KOKKOS_*, reserved or NDEBUG.
bool harmlessGuard(llvm::StringRef G) {
  return !G.starts_with("KOKKOS") && !G.starts_with("_") && G != "NDEBUG" && G != "DEBUG";
}

/// Where a file's `#include "name"` is found, as the preprocessor looks: the including file's
/// folder, then the command's -iquote and -I folders.
struct QuotedIncludes {
  const std::vector<std::string> &Args;
  std::string Dir;  ///< the command's folder
  std::string Main; ///< the main file's folder
  std::string find(const std::string &Name, const std::string &From) const {
    llvm::SmallString<256> P(From);
    llvm::sys::path::append(P, Name);
    if (llvm::sys::fs::is_regular_file(P))
      return std::string(P);
    for (const char *Flag : {"-iquote", "-I"})
      for (size_t I = 0; I < Args.size(); ++I)
        if (auto F = includePath(Args, I, Dir); F && F->first == Flag) {
          llvm::SmallString<256> Q(F->second);
          llvm::sys::path::append(Q, Name);
          if (llvm::sys::fs::is_regular_file(Q))
            return std::string(Q);
        }
    return "";
  }
};

enum class Preamble { Kokkos, End, Other };

/// Reads Text's lines up to its `#include <Kokkos_Core.hpp>` (Kokkos): comments, `#pragma
/// once`, standard angle includes and, in a header (Depth > 0), its include guard may come
/// first; with Find, so may a quoted include of a header that reaches Kokkos or ends (End)
/// the same way. Anything else: Other.
Preamble scanPreamble(llvm::StringRef Text, const QuotedIncludes *Find, int Depth,
                      const std::string &From = "") {
  size_t Pos = 0;
  std::string Guard;
  for (std::string Line = nextLine(Text, Pos); !Line.empty(); Line = nextLine(Text, Pos)) {
    std::string Name = angleInclude(Line);
    if (Name == "Kokkos_Core.hpp")
      return Preamble::Kokkos; // (another Kokkos header first: its own order, so no precompiled Core)
    if (Line == "#pragma once" || isStandardName(Name) || (!Guard.empty() && Line == "#endif"))
      continue;
    std::string G = Depth > 0 && Guard.empty() ? directiveName(Line, "ifndef") : "";
    if (!G.empty() && harmlessGuard(G) && directiveName(nextLine(Text, Pos), "define") == G) {
      Guard = G;
      continue;
    }
    std::string Quoted = Find && Depth < 8 ? includeName(Line, '"', '"') : "";
    std::string Path = Quoted.empty() ? "" : Find->find(Quoted, Depth ? From : Find->Main);
    if (Path.empty())
      return Preamble::Other;
    auto Buf = llvm::MemoryBuffer::getFile(Path);
    if (!Buf)
      return Preamble::Other;
    Preamble P = scanPreamble((*Buf)->getBuffer(), Find, Depth + 1,
                              std::string(llvm::sys::path::parent_path(Path)));
    if (P != Preamble::End)
      return P;
  }
  return Preamble::End;
}

} // namespace

bool precompiledPreambleOk(const std::string &Text) {
  return scanPreamble(Text, nullptr, 0) == Preamble::Kokkos;
}

bool precompiledPreambleOk(const std::string &Text, const std::string &Path,
                           const std::vector<std::string> &Args, const std::string &Dir) {
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Dir, Abs);
  const QuotedIncludes Find{Args, Dir, std::string(llvm::sys::path::parent_path(Abs))};
  return scanPreamble(Text, &Find, 0) == Preamble::Kokkos;
}

std::vector<std::string> withPrecompiledApi(const std::vector<std::string> &Args,
                                            const std::string &Dir, const std::string &CacheDir,
                                            const std::string &ApiDir) {
  if (CacheDir.empty() || otherKokkosVisible(Args, Dir, ApiDir) ||
      llvm::sys::fs::create_directories(CacheDir))
    return Args;
  llvm::SmallString<256> Cache(CacheDir);
  llvm::sys::fs::make_absolute(Cache);
  std::string Pch = (Cache + "/kokkos-api-" + cacheKey(Args, Dir, ApiDir) + ".pch").str();
  static std::mutex Building; // tree mode's jobs: one thread builds, the others wait
  {
    std::lock_guard<std::mutex> Lock(Building);
    if (!llvm::sys::fs::exists(Pch) && !buildPch(Args, Dir, std::string(Cache), Pch))
      return Args;
  }
  std::vector<std::string> R = Args;
  R.insert(R.end(), {"-include-pch", Pch});
  return R;
}

} // namespace kt
