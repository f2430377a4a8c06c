#include "tool/Headers.h"

#include "rewriters/model/Diagnostics.h"

#include <algorithm>

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
