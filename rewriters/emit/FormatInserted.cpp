#include "rewriters/emit/FormatInserted.h"

#include "clang/Tooling/Core/Replacement.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdlib>

using namespace clang;

namespace kt {

namespace {

/// Whether a folder at or above Path's holds a .clang-format or _clang-format.
bool hasStyleFile(llvm::StringRef Path) {
  llvm::SmallString<256> Dir(Path);
  llvm::sys::fs::make_absolute(Dir);
  llvm::sys::path::remove_dots(Dir, /*remove_dot_dot=*/true);
  for (llvm::StringRef D = llvm::sys::path::parent_path(Dir); !D.empty();
       D = llvm::sys::path::parent_path(D)) {
    for (const char *Name : {".clang-format", "_clang-format"}) {
      llvm::SmallString<256> F(D);
      llvm::sys::path::append(F, Name);
      if (llvm::sys::fs::is_regular_file(F))
        return true;
    }
  }
  return false;
}

bool isBlank(char C) { return C == ' ' || C == '\t'; }

/// Line index of each offset: Starts[L] is the offset of line L's first byte.
struct Lines {
  explicit Lines(llvm::StringRef Code) {
    Starts.push_back(0);
    for (size_t I = 0; I < Code.size(); ++I)
      if (Code[I] == '\n')
        Starts.push_back(I + 1);
  }
  unsigned of(size_t Offset) const {
    return std::upper_bound(Starts.begin(), Starts.end(), Offset) - Starts.begin() - 1;
  }
  std::vector<size_t> Starts;
};

/// The lines of Code that a replacement of [Offset, Offset + Length) by Text changes: the span
/// left once the text common to both ends is trimmed, and the next line too when a newline
/// ending a line is removed from within a line (the lines join).
std::pair<unsigned, unsigned> changedLines(llvm::StringRef Code, const Lines &L,
                                           const tooling::Replacement &R) {
  llvm::StringRef Old = Code.substr(R.getOffset(), R.getLength()), New = R.getReplacementText();
  size_t P = 0;
  while (P < Old.size() && P < New.size() && Old[P] == New[P])
    ++P;
  size_t S = 0;
  while (S < Old.size() - P && S < New.size() - P &&
         Old[Old.size() - 1 - S] == New[New.size() - 1 - S])
    ++S;
  size_t Begin = R.getOffset() + P, End = R.getOffset() + R.getLength() - S;
  if (End == Begin)
    return {L.of(Begin), L.of(Begin)};
  // Whole lines replaced by whole lines (or removed) leave the next line as it was.
  llvm::StringRef Mid = New.substr(P, New.size() - P - S);
  bool WholeLines = Begin == L.Starts[L.of(Begin)] && (Mid.empty() || Mid.ends_with("\n"));
  bool Joins = Code[End - 1] == '\n' && !WholeLines;
  return {L.of(Begin), L.of(End - 1) + (Joins ? 1 : 0)};
}

/// Style's formatting of Ranges in Code, keeping only the replacements that change no line
/// outside Allowed.
std::string formatRanges(const std::string &Code, const std::vector<tooling::Range> &Ranges,
                         const std::vector<bool> &Allowed, const format::FormatStyle &Style) {
  tooling::Replacements All = format::reformat(Style, Code, Ranges, "input");
  Lines L(Code);
  tooling::Replacements Kept;
  for (const tooling::Replacement &R : All) {
    auto [First, Last] = changedLines(Code, L, R);
    bool Inside = true;
    for (unsigned I = First; I <= Last && Inside; ++I)
      Inside = I < Allowed.size() && Allowed[I];
    if (Inside)
      llvm::cantFail(Kept.add(R));
  }
  auto Result = tooling::applyAllReplacements(Code, Kept);
  if (!Result) {
    llvm::consumeError(Result.takeError());
    return Code;
  }
  return *Result;
}

} // namespace

format::FormatStyle insertedCodeStyle(llvm::StringRef Path) {
  format::FormatStyle S = format::getLLVMStyle();
  S.ColumnLimit = 100;
  if (hasStyleFile(Path)) {
    llvm::Expected<format::FormatStyle> Found = format::getStyle("file", Path, "LLVM");
    if (Found)
      S = *Found;
    else
      llvm::consumeError(Found.takeError()); // an unreadable .clang-format: the default style
  }
  S.InsertBraces = false;
  S.RemoveBracesLLVM = false;
  S.RemoveSemicolon = false;
  S.RemoveParentheses = format::FormatStyle::RPS_Leave;
  S.QualifierAlignment = format::FormatStyle::QAS_Leave;
  return S;
}

std::string applyEdits(llvm::StringRef Code, std::vector<Edit> Edits,
                       const format::FormatStyle &Style) {
  std::stable_sort(Edits.begin(), Edits.end(), [](const Edit &A, const Edit &B) {
    return A.Offset < B.Offset || (A.Offset == B.Offset && A.Length < B.Length);
  });
  // A word deleted (a KOKKOS_FUNCTION with no counterpart) takes the blanks after it along.
  for (size_t I = 0; I < Edits.size(); ++I) {
    Edit &E = Edits[I];
    if (!E.Text.empty() || E.Length == 0 || (E.Offset > 0 && !isBlank(Code[E.Offset - 1]) &&
                                             Code[E.Offset - 1] != '\n'))
      continue;
    size_t End = E.Offset + E.Length;
    size_t Next = I + 1 < Edits.size() ? Edits[I + 1].Offset : Code.size();
    while (End < Next && isBlank(Code[End]))
      ++End;
    E.Length = End - E.Offset;
  }
  std::string Out;
  std::vector<tooling::Range> Inserted; // the generated and multi-line edit texts, in Out
  std::vector<bool> Tail; // per Inserted: the user line it ends in was changed (cut mid-line)
  size_t Pos = 0;
  for (const Edit &E : Edits) {
    if (E.Offset < Pos) {
      llvm::errs() << "kokkos-translate: internal error: overlapping edits at offset "
                   << E.Offset << "\n";
      std::abort();
    }
    Out += Code.substr(Pos, E.Offset - Pos);
    if (E.Generated || llvm::StringRef(E.Text).contains('\n')) {
      Inserted.emplace_back(Out.size(), E.Text.size());
      size_t After = E.Offset + E.Length;
      Tail.push_back(After > 0 && After < Code.size() && Code[After - 1] != '\n');
    }
    Out += E.Text;
    Pos = E.Offset + E.Length;
  }
  Out += Code.substr(Pos);
  if (Inserted.empty())
    return Out;
  Lines L(Out);
  std::vector<bool> Allowed(L.Starts.size(), false);
  for (size_t K = 0; K < Inserted.size(); ++K) {
    size_t B = Inserted[K].getOffset(), E = B + Inserted[K].getLength();
    for (unsigned I = L.of(B); I <= L.of(E - 1); ++I)
      Allowed[I] = true;
    if (Tail[K])
      Allowed[L.of(E)] = true;
  }
  return formatRanges(Out, Inserted, Allowed, Style);
}

std::vector<std::pair<unsigned, unsigned>> editedLines(llvm::StringRef Code,
                                                       const std::vector<Edit> &Edits) {
  Lines L(Code);
  std::vector<std::pair<unsigned, unsigned>> Out;
  for (const Edit &E : Edits) {
    bool AtLineStart = E.Offset == L.Starts[L.of(E.Offset)];
    if (E.Length == 0 && AtLineStart && llvm::StringRef(E.Text).ends_with("\n"))
      continue; // whole lines inserted between two lines
    unsigned Last = E.Length == 0 ? L.of(E.Offset) : L.of(E.Offset + E.Length - 1);
    Out.emplace_back(L.of(E.Offset) + 1, Last + 1);
  }
  return Out;
}

} // namespace kt
