#include "tool/Headers.h"

#include "rewriters/model/Diagnostics.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/xxhash.h"

#include <algorithm>
#include <cctype>
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


/// A header's lines, each with its newline (the last one without, where the text has none).
std::vector<std::string> splitLines(const std::string &S) {
  std::vector<std::string> L;
  for (size_t B = 0; B < S.size();) {
    size_t E = S.find('\n', B);
    E = E == std::string::npos ? S.size() : E + 1;
    L.push_back(S.substr(B, E - B));
    B = E;
  }
  return L;
}

/// Lines [begin, end) of the header as read, replaced by lines (begin == end: an insertion).
struct Hunk {
  size_t begin, end;
  std::vector<std::string> lines;
  bool operator==(const Hunk &O) const {
    return begin == O.begin && end == O.end && lines == O.lines;
  }
};

/// The hunks turning Base into Text (a longest common subsequence of lines); none when the part
/// between their common first and last lines is too large to compare.
std::optional<std::vector<Hunk>> hunks(const std::vector<std::string> &A,
                                       const std::vector<std::string> &B) {
  size_t Pre = 0, Suf = 0;
  while (Pre < A.size() && Pre < B.size() && A[Pre] == B[Pre])
    ++Pre;
  while (Suf < A.size() - Pre && Suf < B.size() - Pre &&
         A[A.size() - 1 - Suf] == B[B.size() - 1 - Suf])
    ++Suf;
  const size_t N = A.size() - Pre - Suf, M = B.size() - Pre - Suf;
  if ((N + 1) * (M + 1) > 16u * 1024 * 1024)
    return std::nullopt;
  std::vector<std::vector<unsigned>> L(N + 1, std::vector<unsigned>(M + 1, 0));
  for (size_t I = N; I-- > 0;)
    for (size_t J = M; J-- > 0;)
      L[I][J] = A[Pre + I] == B[Pre + J] ? L[I + 1][J + 1] + 1 : std::max(L[I + 1][J], L[I][J + 1]);
  std::vector<Hunk> H;
  auto Open = [&](size_t I) -> Hunk & {
    if (H.empty() || H.back().end != Pre + I)
      H.push_back({Pre + I, Pre + I, {}});
    return H.back();
  };
  size_t I = 0, J = 0;
  while (I < N || J < M) {
    if (I < N && J < M && A[Pre + I] == B[Pre + J])
      ++I, ++J, H.push_back({Pre + I, Pre + I, {}}); // a kept line closes the hunk
    else if (I < N && (J == M || L[I + 1][J] >= L[I][J + 1]))
      Open(I).end = Pre + I + 1, ++I;
    else
      Open(I).lines.push_back(B[Pre + J++]);
  }
  H.erase(std::remove_if(H.begin(), H.end(),
                         [](const Hunk &X) { return X.begin == X.end && X.lines.empty(); }),
          H.end());
  return H;
}

/// Text's tokens for a finer merge: a run of identifier characters or one other character
/// (a newline included), each with the blanks after it, and the blanks that start a line. (A
/// token that is only a blank would let a comparison match it anywhere.)
std::vector<std::string> splitTokens(const std::string &S) {
  auto Word = [](char C) { return std::isalnum((unsigned char)C) || C == '_'; };
  auto Blank = [](char C) { return C == ' ' || C == '\t'; };
  std::vector<std::string> T;
  for (size_t B = 0; B < S.size();) {
    size_t E = B + 1;
    if (Blank(S[B])) { // a line's indentation
      while (E < S.size() && Blank(S[E]))
        ++E;
    } else {
      if (Word(S[B]))
        while (E < S.size() && Word(S[E]))
          ++E;
      if (S[B] != '\n')
        while (E < S.size() && Blank(S[E]))
          ++E;
    }
    T.push_back(S.substr(B, E - B));
    B = E;
  }
  return T;
}

std::string join(const std::vector<std::string> &U, size_t B, size_t E) {
  std::string S;
  for (size_t I = B; I < E; ++I)
    S += U[I];
  return S;
}

/// Base with the edits of every variant (each a text of Base's units changed), or none where
/// two variants change the same units differently. Lines (Fine) are merged hunk by hunk; where
/// hunks of two variants overlap, that part of the header is merged again token by token.
std::optional<std::string> merge(const std::vector<std::string> &Base,
                                 const std::vector<std::vector<std::string>> &Variants,
                                 bool Fine) {
  struct Edit {
    Hunk H;
    size_t Variant;
  };
  std::vector<Edit> All;
  for (size_t VI = 0; VI < Variants.size(); ++VI) {
    auto H = hunks(Base, Variants[VI]);
    if (!H)
      return std::nullopt;
    for (Hunk &K : *H)
      All.push_back({std::move(K), VI});
  }
  std::stable_sort(All.begin(), All.end(), [](const Edit &A, const Edit &B) {
    return A.H.begin != B.H.begin ? A.H.begin < B.H.begin : A.H.end < B.H.end;
  });
  std::string Out;
  size_t At = 0;
  for (size_t K = 0; K < All.size();) {
    // A cluster: the hunks that overlap (or touch where an insertion's place is ambiguous).
    size_t Begin = All[K].H.begin, End = All[K].H.end, Last = K + 1;
    bool Same = true;
    for (; Last < All.size(); ++Last) {
      const Hunk &Q = All[Last].H;
      if (!(Q.begin < End || Q.begin == Begin ||
            (Q.begin == End && (Q.begin == Q.end || All[Last - 1].H.begin == End))))
        break;
      Same = Same && Q == All[K].H;
      End = std::max(End, Q.end);
    }
    for (; At < Begin; ++At)
      Out += Base[At];
    if (Same) {
      for (const std::string &L : All[K].H.lines)
        Out += L;
    } else {
      if (!Fine)
        return std::nullopt;
      // Each variant's text of Base's units [Begin, End), merged token by token.
      std::vector<std::vector<std::string>> Parts;
      for (size_t VI = 0; VI < Variants.size(); ++VI) {
        std::string T;
        size_t P = Begin;
        for (size_t Q = K; Q < Last; ++Q)
          if (All[Q].Variant == VI) {
            T += join(Base, P, All[Q].H.begin);
            for (const std::string &L : All[Q].H.lines)
              T += L;
            P = All[Q].H.end;
          }
        Parts.push_back(splitTokens(T + join(Base, P, End)));
      }
      std::optional<std::string> M = merge(splitTokens(join(Base, Begin, End)), Parts, false);
      if (!M)
        return std::nullopt;
      Out += *M;
    }
    At = End;
    K = Last;
  }
  for (; At < Base.size(); ++At)
    Out += Base[At];
  return Out;
}

/// The translations V of the header at Path merged: each made its own edits to the header as
/// read (the accessors a kernel launch of that input needs inserted in a class, the operator()
/// bodies that input's kernels lowered emptied); where every edit is the same in all of them or
/// touches text no other one touches, the header with all of them. None where two differ on
/// the same text (or insert at one place), where the header changed meanwhile, or where the
/// macro contexts differ (the texts may then differ in what they keep).
std::optional<std::string> mergeVariants(const std::string &Path, const std::vector<Variant> &V) {
  for (const Variant &X : V)
    if (X.H->contentHash != V[0].H->contentHash || X.H->macros != V[0].H->macros)
      return std::nullopt;
  auto Buf = llvm::MemoryBuffer::getFile(Path);
  if (!Buf || llvm::xxh3_64bits((*Buf)->getBuffer()) != V[0].H->contentHash)
    return std::nullopt;
  std::vector<std::vector<std::string>> Texts;
  for (const Variant &X : V)
    Texts.push_back(splitLines(X.H->text));
  return merge(splitLines((*Buf)->getBuffer().str()), Texts, true);
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
    if (std::optional<std::string> Merged = mergeVariants(Path, V)) {
      Write[Path] = *Merged;
      continue;
    }
    std::string Msg = "translated differently for " + Done[V[0].By].input + " and " +
                      Done[V[1].By].input + ": " + explain(V[0], V[1], Done);
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
