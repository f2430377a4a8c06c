// The translator's compile arguments (resource dir, the bundled Kokkos API headers, the
// warnings that stay errors), a header output's key and the paths shown in messages. Moved
// from Translator.cpp.
#include "rewriters/Targets.h"
#include "rewriters/Translator.h"

#include "clang/Basic/DiagnosticIDs.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"

#include <algorithm>
#include <set>

using namespace clang;

namespace kt {

std::string bundledApiDir() {
  // Installed layout first (<prefix>/bin/../share/kokkos-translate/kokkos-api), then the tree.
  std::string Exe = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  llvm::SmallString<256> P(llvm::sys::path::parent_path(llvm::sys::path::parent_path(Exe)));
  llvm::sys::path::append(P, "share", "kokkos-translate", "kokkos-api");
  if (llvm::sys::fs::exists(P + "/Kokkos_Core.hpp"))
    return std::string(P);
  llvm::SmallString<256> Tree(KT_SOURCE_DIR "/kokkos-api/include");
  llvm::sys::path::remove_dots(Tree, true);
  return std::string(Tree);
}

std::string HeaderOutput::key() const {
  std::string K = relPath + "\n" + std::to_string(contentHash) + "\n";
  for (const std::string &M : macros)
    K += M + "\n";
  return llvm::utohexstr(llvm::xxh3_64bits(K), /*LowerCase=*/true);
}

std::string shownPath(const std::string &Path, const std::string &Root) {
  if (!llvm::sys::path::is_absolute(Path))
    return Path;
  llvm::SmallString<256> A(Path), Here;
  llvm::sys::path::remove_dots(A, true);
  llvm::StringRef P(A);
  if (!llvm::sys::fs::current_path(Here) && P.starts_with((Here + "/").str()))
    return P.drop_front(Here.size() + 1).str();
  if (!Root.empty() && P.starts_with(Root + "/"))
    return P.drop_front(Root.size() + 1).str();
  return llvm::sys::path::filename(P).str();
}

/// Warnings clang treats as errors by default (-Wreturn-mismatch, ...) stay errors, and so do
/// those the targets' vendor compilers reject while clang only warns: the output must compile
/// with g++ and nvcc. Every other warning is quiet (user code is not ours to lint). A group is
/// named only when all its warnings are errors by default, so no ordinary warning becomes one.
const std::vector<std::string> &strictWarningArgs() {
  static const std::vector<std::string> Args = [] {
    std::vector<std::string> R = {"-Wno-everything"};
    llvm::IntrusiveRefCntPtr<DiagnosticIDs> IDs(new DiagnosticIDs);
    std::set<std::string> Groups;
    std::vector<diag::kind> All;
    DiagnosticIDs::getAllDiagnostics(diag::Flavor::WarningOrError, All);
    for (diag::kind ID : All) {
      StringRef G = DiagnosticIDs::getWarningOptionForDiag(ID);
      if (G.empty() || !DiagnosticIDs::isDefaultMappingAsError(ID) || Groups.count(G.str()))
        continue;
      llvm::SmallVector<diag::kind, 16> Members;
      if (IDs->getDiagnosticsInGroup(diag::Flavor::WarningOrError, G, Members))
        continue;
      if (std::all_of(Members.begin(), Members.end(), DiagnosticIDs::isDefaultMappingAsError))
        Groups.insert(G.str());
    }
    // g++ 12 and nvcc reject these; clang only warns.
    Groups.insert("duplicate-decl-specifier");
    for (const std::string &G : Groups)
      R.push_back("-Werror=" + G);
    return R;
  }();
  return Args;
}

std::vector<std::string> translatorExtraArgs(Target T) {
  std::string Macro = std::string("-DKOKKOS_TRANSLATE_TARGET_") + targetName(T);
  for (char &C : Macro)
    C = (char)toupper((unsigned char)C);
  // No error limit: every KT diagnostic is printed.
  std::vector<std::string> R = {"-resource-dir=" KT_CLANG_RESOURCE_DIR, "-idirafter",
                                bundledApiDir(), Macro};
  if (std::unique_ptr<Lowering> L = makeLowering(T, LoweringOptions()))
    for (const std::string &A : L->parseArgs())
      R.push_back(A);
  R.insert(R.end(), strictWarningArgs().begin(), strictWarningArgs().end());
  R.insert(R.end(), {"-ferror-limit=0", "-fsyntax-only"});
  return R;
}

} // namespace kt
