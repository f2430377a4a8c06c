#include "rewriters/TranslatorHeaders.h"
#include "rewriters/emit/FormatInserted.h"

#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/Translator.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace kt {

std::string absoluteName(const SourceManager &SM, FileID F) {
  OptionalFileEntryRef Entry = SM.getFileEntryRefForID(F);
  llvm::SmallString<256> P(Entry ? Entry->getName() : "");
  SM.getFileManager().makeAbsolutePath(P); // the compile command's directory
  llvm::sys::path::remove_dots(P, true);
  return std::string(P);
}

std::string relativeName(const SourceManager &SM, FileID F, const std::string &InRoot) {
  std::string A = absoluteName(SM, F), Root = InRoot + "/";
  return llvm::StringRef(A).starts_with(Root) ? A.substr(Root.size()) : A;
}

std::string identifier(llvm::StringRef S) {
  std::string R(S);
  for (char &C : R)
    if (!isalnum((unsigned char)C))
      C = '_';
  return R;
}

/// Offset in the main file of the #include that (directly or not) brings in F.
static unsigned includeOffsetInMain(const SourceManager &SM, FileID F) {
  SourceLocation L = SM.getIncludeLoc(F);
  while (L.isValid() && SM.getFileID(L) != SM.getMainFileID())
    L = SM.getIncludeLoc(SM.getFileID(L));
  return L.isValid() ? SM.getFileOffset(L) : 0;
}

/// A prologue that may appear in several files of one translation unit: its banner once (the
/// first one), its helper includes in every file, since a header's kernels may come from
/// another unit's translation of it (tool/Headers.cpp merges them) and need their helpers
/// whichever prologue comes first.
static std::string guarded(const std::string &P) {
  std::string Banner, Includes;
  for (llvm::StringRef Rest = P; !Rest.empty();) {
    auto [Line, Tail] = Rest.split('\n');
    (Line.starts_with("#include") ? Includes : Banner) += Line.str() + "\n";
    Rest = Tail;
  }
  return "#ifndef KT_GENERATED_PROLOGUE\n#define KT_GENERATED_PROLOGUE\n" + Banner +
         "#endif // KT_GENERATED_PROLOGUE\n" + Includes;
}

void placePrologues(const SourceManager &SM, const Lowering &L, const FileModel &M,
                    const std::vector<FileID> &KernelFile, const std::vector<FileID> &HelperFile,
                    std::vector<Edit> &Edits) {
  const std::string &Inc = L.hostSpelling().Include;
  // The shim include, possibly followed by family headers (`#include "kt/random.hpp"`,
  // `kt/containers/dual_view.hpp`).
  auto IncludeEdit = [&](FileID F) -> Edit * {
    for (Edit &E : Edits)
      if (E.File == F && E.ShimInclude) // + family headers (HostRewrite.cpp)
        return &E;
    return nullptr;
  };
  PrologueScope All; // the main file's: every kernel and team helper
  std::map<FileID, PrologueScope> Headers; // a header's: its kernels
  // A header entered more than once (no include guard) is one text: one prologue, at its first
  // entry, for the kernels of all its entries (Translator.cpp's mergeHeaderEntries).
  std::map<std::string, FileID> FirstEntry;
  auto Entry = [&](FileID F) { return FirstEntry.try_emplace(absoluteName(SM, F), F).first->second; };
  for (size_t I = 0; I < M.kernels.size(); ++I) {
    All.kernels.push_back(&M.kernels[I]);
    if (KernelFile[I] != SM.getMainFileID())
      Headers[Entry(KernelFile[I])].kernels.push_back(&M.kernels[I]);
  }
  for (const auto &H : M.teamHelpers)
    All.helpers.push_back(H.get());
  // A header's team helpers (lowered alike by every includer, kernels or not) use the shim's
  // device helpers too: the main file's prologue must come before the first such header.
  unsigned FirstHeader = ~0u;
  for (FileID F : HelperFile)
    if (F != SM.getMainFileID())
      FirstHeader = std::min(FirstHeader, includeOffsetInMain(SM, F));
  if (Headers.empty() && FirstHeader == ~0u) {
    if (Edit *E = IncludeEdit(FileID()))
      E->Text += "\n" + L.prologue(All);
    return;
  }
  for (const auto &[F, Scope] : Headers) {
    FirstHeader = std::min(FirstHeader, includeOffsetInMain(SM, F));
    if (Edit *E = IncludeEdit(F))
      E->Text += "\n" + guarded(L.prologue(Scope));
    else {
      Edits.push_back({0, 0, Inc + "\n" + guarded(L.prologue(Scope)), F});
      Edits.back().ShimInclude = true;
    }
  }
  Edit *E = IncludeEdit(FileID());
  if (E && E->Offset < FirstHeader) {
    E->Text += "\n" + guarded(L.prologue(All));
    return;
  }
  if (E) { // the shim include goes first; the container headers stay where it was
    std::string Rest = E->Text.substr(Inc.size());
    E->Text = Rest == "\n" ? "" : Rest;
  }
  Edits.push_back({0, 0, Inc + "\n" + guarded(L.prologue(All))});
  Edits.back().ShimInclude = true;
}

std::string applyHeaderEdits(const std::string &Code, const std::vector<HeaderEdit> &Edits,
                             const std::string &Path) {
  std::vector<Edit> E;
  for (const HeaderEdit &H : Edits) {
    E.push_back({H.offset, H.length, H.text});
    E.back().DefineBody = H.defineBody;
    E.back().Generated = H.generated;
    E.back().ShimInclude = H.shimInclude;
  }
  return applyEdits(Code, std::move(E), insertedCodeStyle(Path));
}

} // namespace kt
