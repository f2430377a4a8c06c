#include "tool/Headers.h"

#include "rewriters/model/Diagnostics.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/xxhash.h"

#include <algorithm>
#include <optional>

namespace kt {

namespace {

struct Variant {
  const HeaderOutput *H;
  size_t By; ///< index of the first input that produced it
};

/// Why A and B differ, in words.
std::string explain(const Variant &A, const Variant &B, const std::vector<FileOutcome> &Done) {
  auto Only = [](const std::set<std::string> &X, const std::set<std::string> &Y) {
    std::vector<std::string> R;
    std::set_difference(X.begin(), X.end(), Y.begin(), Y.end(), std::back_inserter(R));
    return R;
  };
  if (A.H->contentHash != B.H->contentHash)
    return "the header changed while it was being translated";
  if (A.H->macros == B.H->macros)
    return "same macro context (key " + A.H->key() +
           "); the including files differ in declarations the header uses";
  std::string S = "macro contexts differ (keys " + A.H->key() + " and " + B.H->key() + ")";
  for (auto [X, Y, Name] : {std::make_tuple(A, B, &Done[A.By].input),
                            std::make_tuple(B, A, &Done[B.By].input)}) {
    std::vector<std::string> D = Only(X.H->macros, Y.H->macros);
    if (D.empty())
      continue;
    S += "; in " + *Name + ":";
    for (size_t I = 0; I < D.size() && I < 4; ++I)
      S += (I ? ", `" : " `") + D[I] + "`";
    if (D.size() > 4)
      S += ", ...";
  }
  return S;
}


/// Whether edit E, made by the unit that read the header as Own, may stand in the header that
/// unit V compiles: V made the same edit; or both read the header in the same macro context
/// (the edit, made for code V compiles alike, means there what it means in its own unit); or
/// V's preprocessor skipped the code E touches; or E is the shim include and prologue (the
/// shim's code alone).
bool holdsFor(const HeaderEdit &E, const HeaderOutput &Own, const HeaderOutput &V) {
  if (Own.macros == V.macros || E.shimInclude ||
      std::find(V.edits.begin(), V.edits.end(), E) != V.edits.end())
    return true;
  return std::any_of(V.skipped.begin(), V.skipped.end(), [&](auto R) {
    return R.first < E.offset && E.offset + E.length < R.second;
  });
}

/// Into Into (a shim include edit: the shim include, family headers, the prologue's banner
/// and helper includes), From where it extends Into, else the lines of From it lacks, where
/// each is an #include or blank; false (Into unchanged) otherwise.
bool addIncludes(std::string &Into, const std::string &From) {
  if (llvm::StringRef(From).starts_with(Into)) { // one unit's kernels in the header, or none
    Into = From;
    return true;
  }
  llvm::SmallVector<llvm::StringRef> Have, Lines;
  llvm::StringRef(Into).split(Have, '\n');
  llvm::StringRef(From).split(Lines, '\n');
  std::string Add;
  for (llvm::StringRef L : Lines) {
    if (L.trim().empty() || llvm::is_contained(Have, L))
      continue;
    if (!L.starts_with("#include"))
      return false;
    Add += L.str() + "\n";
  }
  if (!Add.empty() && !llvm::StringRef(Into).ends_with("\n"))
    Into += "\n";
  Into += Add;
  return true;
}

/// An edit with the variant that made it.
struct Owned {
  HeaderEdit E;
  size_t Variant;
};

/// Every variant's edits, each once, or none (Why says why) where one stands in code another
/// variant compiles in another macro context without making it (holdsFor).
std::optional<std::vector<Owned>> collectEdits(const std::vector<Variant> &V,
                                               const std::vector<FileOutcome> &Done,
                                               std::string &Why) {
  std::vector<Owned> All;
  for (size_t I = 0; I < V.size(); ++I)
    for (const HeaderEdit &E : V[I].H->edits) {
      for (const Variant &Y : V)
        if (!holdsFor(E, *V[I].H, *Y.H)) {
          Why = "an edit for " + Done[V[I].By].input + " (at byte " + std::to_string(E.offset) +
                ") falls in code that " + Done[Y.By].input +
                " compiles in another macro context: " + explain(V[I], Y, Done);
          return std::nullopt;
        }
      if (std::none_of(All.begin(), All.end(), [&](const Owned &O) { return O.E == E; }))
        All.push_back({E, I});
    }
  return All;
}

/// Whether O's edit replaces U's: a dispatch one unit saw no instantiation of (its
/// static_assert) is launched as another unit's instantiations launch it; a functor body one
/// unit lowered into kernels is emptied, whatever another unit (which dispatches nothing
/// through it) edits inside it.
bool supersedes(const HeaderEdit &O, const HeaderEdit &U) {
  if (U.unseen && !O.unseen)
    return O.offset == U.offset && O.length == U.length;
  const unsigned OEnd = O.offset + O.length;
  return O.stub && !(O == U) && O.offset <= U.offset && U.offset + U.length <= OEnd &&
         (U.length > 0 || (O.offset < U.offset && U.offset < OEnd));
}

/// The edits of every variant in one list, sorted, or none (Why says why) where edits of two
/// variants touch the same text differently or insert different text at one place, or where
/// one stands in code another compiles in another macro context without making it. (One
/// variant's own edits are as the translator made them: insertions at one place in order.)
std::optional<std::vector<HeaderEdit>> unionOfEdits(const std::vector<Variant> &V,
                                                    const std::vector<FileOutcome> &Done,
                                                    std::string &Why) {
  std::optional<std::vector<Owned>> Collected = collectEdits(V, Done, Why);
  if (!Collected)
    return std::nullopt;
  std::vector<Owned> All;
  for (const Owned &U : *Collected)
    if (std::none_of(Collected->begin(), Collected->end(),
                     [&](const Owned &O) { return supersedes(O.E, U.E); }))
      All.push_back(U);
  std::stable_sort(All.begin(), All.end(), [](const Owned &A, const Owned &B) {
    return A.E.offset != B.E.offset ? A.E.offset < B.E.offset : A.E.length < B.E.length;
  });
  std::vector<HeaderEdit> Out;
  unsigned End = 0; // the furthest end of the edits kept, and the variant whose edit reaches it
  size_t EndOwner = 0, LastOwner = 0;
  for (Owned &O : All) {
    const HeaderEdit &E = O.E;
    if (!Out.empty()) {
      HeaderEdit &P = Out.back();
      if (P.shimInclude && E.shimInclude && P.offset == E.offset && P.length == E.length &&
          addIncludes(P.text, E.text))
        continue; // the shim include with the helper includes of both units' kernels
      const bool Overlaps = E.offset < End && EndOwner != O.Variant;
      const bool SamePlace = LastOwner != O.Variant && E.offset == P.offset && E.length == 0 &&
                             P.length == 0;
      if (Overlaps || SamePlace) {
        Why = "two of its translations edit the text at byte " + std::to_string(E.offset) +
              " differently: " + explain(V[LastOwner], V[O.Variant], Done);
        return std::nullopt;
      }
    }
    if (E.offset + E.length >= End) {
      End = E.offset + E.length;
      EndOwner = O.Variant;
    }
    LastOwner = O.Variant;
    Out.push_back(std::move(O.E));
  }
  return Out;
}

/// The translations V of the header at Path merged by their edits of the header as read: the
/// header with every edit (the accessors a kernel launch of one input needs inserted in a
/// class, the operator() bodies that input's kernels lowered emptied), where they do not
/// conflict (unionOfEdits). None (Why says why) where they do, or where the header changed
/// meanwhile.
std::optional<std::string> mergeVariants(const std::string &Path, const std::vector<Variant> &V,
                                         const std::vector<FileOutcome> &Done, std::string &Why) {
  for (const Variant &X : V)
    if (X.H->contentHash != V[0].H->contentHash) {
      Why = "the header changed while it was being translated";
      return std::nullopt;
    }
  auto Buf = llvm::MemoryBuffer::getFile(Path);
  if (!Buf || llvm::xxh3_64bits((*Buf)->getBuffer()) != V[0].H->contentHash) {
    Why = "the header changed while it was being translated";
    return std::nullopt;
  }
  std::optional<std::vector<HeaderEdit>> Edits = unionOfEdits(V, Done, Why);
  if (!Edits)
    return std::nullopt;
  return applyHeaderEdits((*Buf)->getBuffer().str(), *Edits, Path);
}

} // namespace

std::map<std::string, std::string> mergeHeaders(std::vector<FileOutcome> &Done,
                                                std::string &Messages,
                                                const TranslateOptions &Opts) {
  std::map<std::string, std::vector<Variant>> ByPath; // distinct texts, in input order
  for (size_t I = 0; I < Done.size(); ++I) {
    if (Done[I].result.status != ExitOk)
      continue;
    for (auto &[Path, H] : Done[I].result.headers) {
      std::vector<Variant> &V = ByPath[Path];
      if (std::none_of(V.begin(), V.end(), [&](const Variant &O) { return O.H->text == H.text; }))
        V.push_back({&H, I});
    }
  }
  std::map<std::string, std::string> Write;
  const std::string Code = diagCode(DiagId::ConflictingHeaderEdits);
  for (auto &[Path, V] : ByPath) {
    if (V.size() == 1) {
      Write[Path] = V[0].H->text;
      continue;
    }
    std::string Why;
    if (std::optional<std::string> Merged = mergeVariants(Path, V, Done, Why)) {
      Write[Path] = *Merged;
      continue;
    }
    std::string Msg = "translated differently for " + Done[V[0].By].input + " and " +
                      Done[V[1].By].input + ": " + Why;
    if (!Opts.isSuppressed(Code))
      Messages += Path + ": error: " + Msg + " [" + Code + "]\n";
    for (FileOutcome &F : Done)
      if (F.result.status == ExitOk && F.result.headers.count(Path)) {
        F.result.status = ExitUnsupported;
        F.result.diagnostics.push_back({Code, Msg, Path, 0, 0, Path});
      }
  }
  // A header whose includers failed because of another header is not written either.
  for (auto It = Write.begin(); It != Write.end();) {
    bool Used = std::any_of(Done.begin(), Done.end(), [&](const FileOutcome &F) {
      return F.result.status == ExitOk && F.result.headers.count(It->first);
    });
    It = Used ? std::next(It) : Write.erase(It);
  }
  return Write;
}

} // namespace kt
