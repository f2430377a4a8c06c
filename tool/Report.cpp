#include "tool/Report.h"

#include "rewriters/Diagnostics.h"
#include "rewriters/Translator.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <string_view>

using nlohmann::ordered_json;

namespace kt {

static const char *patternName(Pattern P) {
  return P == Pattern::For ? "parallel_for" : P == Pattern::Reduce ? "parallel_reduce" : "parallel_scan";
}

/// The launch shape the model implies, target-neutral (the lowering picks the numbers).
static ordered_json policyJson(const Kernel &K) {
  const Policy &P = K.policy;
  ordered_json J;
  switch (P.kind) {
  case PolicyKind::Range:
    J = {{"kind", "RangePolicy"}, {"begin", P.begin}, {"end", P.end},
         {"launch", "1-D grid-stride loop, one index per thread"}};
    break;
  case PolicyKind::MDRange:
    J = {{"kind", "MDRangePolicy"}, {"rank", P.rank}, {"lower", P.lower}, {"upper", P.upper},
         {"tiles", P.tiles.empty() ? ordered_json("default") : ordered_json(P.tiles)},
         {"launch", "stride-1 dimension on x, next on y, rest on z; block = tiles"}};
    break;
  case PolicyKind::Team:
    J = {{"kind", "TeamPolicy"}, {"league_size", P.league},
         {"team_size", P.teamSize.empty() ? "AUTO" : P.teamSize},
         {"vector_length", P.vectorLength.empty() ? "AUTO" : P.vectorLength},
         {"launch", "one team per block, block = (vector_length, team_size)"}};
    for (int L = 0; L < 2; ++L)
      J["scratch_bytes"]["level" + std::to_string(L)] = {{"per_team", P.scratch[L].perTeam},
                                                         {"per_thread", P.scratch[L].perThread}};
    break;
  }
  if (!P.workTag.empty())
    J["work_tag"] = P.workTag;
  if (P.space == ExecSpace::Host) { // rewriters/host/: no device launch
    J["execution_space"] = "host";
    J["launch"] = "host function: sequential loops, teams of one thread (as Kokkos::Serial)";
  }
  return J;
}

std::string jsonReport(const std::vector<FileOutcome> &Files, Target T) {
  ordered_json R = {{"tool", "kokkos-translate"}, {"version", KT_VERSION}, {"target", targetName(T)}};
  R["files"] = ordered_json::array();
  std::map<std::string, int> Count;
  for (const FileOutcome &F : Files) {
    ordered_json J = {{"input", shownPath(F.input)}, {"output", F.output}, {"status", F.status}};
    J["kernels"] = ordered_json::array();
    for (const Kernel &K : F.result.model.kernels)
      J["kernels"].push_back({{"name", K.name},
                              {"label", K.label},
                              {"line", K.line},
                              {"pattern", patternName(K.pattern)},
                              {"body", K.isFunctor ? "functor " + K.functorType : "lambda"},
                              {"policy", policyJson(K)}});
    J["diagnostics"] = ordered_json::array();
    for (const DiagRecord &D : F.result.diagnostics)
      J["diagnostics"].push_back({{"id", D.code}, {"message", D.message}, {"file", shownPath(D.file)},
                                  {"line", D.line}, {"column", D.column},
                                  {"suppressed", DiagSink::isSuppressed(D.code)}});
    // Headers below --in-root this file includes and edits: path, key (path, content hash and
    // macro context), kernels translated in them.
    J["headers"] = ordered_json::array();
    for (auto &[Path, H] : F.result.headers)
      J["headers"].push_back({{"path", H.relPath}, {"key", H.key()}, {"kernels", H.kernels}});
    ++Count[F.status];
    R["files"].push_back(J);
  }
  R["summary"] = Count;
  return R.dump(2) + "\n";
}

/// A relative path as a SARIF URI reference: reserved and non-ASCII bytes percent-encoded.
static std::string uriOf(const std::string &Path) {
  static const char *Hex = "0123456789ABCDEF";
  std::string U;
  for (unsigned char C : Path)
    if (isalnum(C) || std::string_view("/-._~").find(C) != std::string_view::npos)
      U += (char)C;
    else
      U += {'%', Hex[C >> 4], Hex[C & 15]};
  return U;
}

std::string sarifReport(const std::vector<FileOutcome> &Files) {
  ordered_json Rules = ordered_json::array();
  for (const DiagInfo &I : diagTable())
    Rules.push_back({{"id", diagCode(I.id)}, {"shortDescription", {{"text", I.title}}}});
  ordered_json Results = ordered_json::array();
  for (const FileOutcome &F : Files)
    for (const DiagRecord &D : F.result.diagnostics) {
      if (DiagSink::isSuppressed(D.code))
        continue;
      ordered_json Where = {{"artifactLocation", {{"uri", uriOf(shownPath(D.file))}}}};
      if (D.line > 0) // whole-file diagnostics (KT1020) have no region
        Where["region"] = {{"startLine", D.line}, {"startColumn", std::max(1u, D.column)}};
      Results.push_back({{"ruleId", D.code},
                         {"level", "error"},
                         {"message", {{"text", D.message}}},
                         {"locations", {{{"physicalLocation", Where}}}}});
    }
  ordered_json S = {
      {"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
      {"version", "2.1.0"},
      {"runs",
       {{{"tool", {{"driver", {{"name", "kokkos-translate"}, {"version", KT_VERSION}, {"rules", Rules}}}}},
         {"results", Results}}}}};
  return S.dump(2) + "\n";
}

} // namespace kt
