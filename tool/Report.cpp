#include "tool/Report.h"

#include "rewriters/model/Diagnostics.h"
#include "rewriters/Translator.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/Sarif.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
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

std::string jsonReport(const std::vector<FileOutcome> &Files, const TranslateOptions &Opts) {
  ordered_json R = {{"tool", "kokkos-translate"}, {"version", KT_VERSION},
                    {"target", targetName(Opts.target)}};
  R["files"] = ordered_json::array();
  std::map<std::string, int> Count;
  for (const FileOutcome &F : Files) {
    ordered_json J = {{"input", shownPath(F.input, Opts.inRoot)}, {"output", F.output},
                      {"status", F.status}};
    // The dispatches found, and those a diagnostic of their own stops: a refused file writes
    // nothing, but the others would translate.
    J["dispatches"] = {{"found", F.result.dispatches}, {"refused", F.result.refusedDispatches}};
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
      J["diagnostics"].push_back({{"id", D.code}, {"message", D.message},
                                  {"file", shownPath(D.file, Opts.inRoot)}, {"line", D.line},
                                  {"column", D.column}, {"suppressed", Opts.isSuppressed(D.code)}});
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

namespace {

/// The files the diagnostics name, reopened in a source manager of the report's own (the
/// translations' are gone), where clang's SARIF writer reads lines, columns and lengths.
class ReportSources {
public:
  ReportSources()
      : Diags(new clang::DiagnosticIDs, new clang::DiagnosticOptions,
              new clang::IgnoringDiagConsumer),
        FM(clang::FileSystemOptions()), SM(Diags, FM) {}

  /// D's position as an empty character range (a whole-file diagnostic: the file's start);
  /// invalid when the file cannot be read. Shown: how the report names the file.
  clang::CharSourceRange locate(const DiagRecord &D, const std::string &Shown) {
    llvm::Expected<clang::FileEntryRef> FE = FM.getFileRef(D.absoluteFile);
    if (!FE) {
      llvm::consumeError(FE.takeError());
      return {};
    }
    clang::FileID &F = Ids[D.absoluteFile];
    if (F.isInvalid())
      F = SM.createFileID(*FE, clang::SourceLocation(), clang::SrcMgr::C_User);
    // The writer numbers artifacts in order of first use, by the file's real path.
    llvm::StringRef Key = FE->getFileEntry().tryGetRealPathName();
    if (Key.empty())
      Key = FE->getName();
    if (!llvm::is_contained(Keys, Key)) {
      Keys.push_back(Key.str());
      Uris.push_back(uriOf(Shown));
    }
    clang::SourceLocation L = SM.translateLineCol(F, std::max(1u, D.line), std::max(1u, D.column));
    return clang::CharSourceRange::getCharRange(L, L);
  }

  /// The writer names artifacts by absolute file:// URIs: the report names them as the JSON
  /// report does, relative, so it holds no path of this machine.
  void relativeUris(llvm::json::Object &Run) const {
    auto Fix = [&](llvm::json::Object *Loc) {
      std::optional<int64_t> I = Loc ? Loc->getInteger("index") : std::nullopt;
      if (Loc)
        (*Loc)["uri"] = I && *I >= 0 && size_t(*I) < Uris.size() ? Uris[*I] : "";
    };
    if (llvm::json::Array *Results = Run.getArray("results"))
      for (llvm::json::Value &R : *Results)
        if (llvm::json::Array *Locs = R.getAsObject()->getArray("locations"))
          for (llvm::json::Value &L : *Locs)
            if (llvm::json::Object *P = L.getAsObject()->getObject("physicalLocation"))
              Fix(P->getObject("artifactLocation"));
    if (llvm::json::Array *Artifacts = Run.getArray("artifacts"))
      for (llvm::json::Value &A : *Artifacts)
        Fix(A.getAsObject()->getObject("location"));
  }

  const clang::SourceManager &sourceManager() const { return SM; }

private:
  clang::DiagnosticsEngine Diags;
  clang::FileManager FM;
  clang::SourceManager SM;
  std::map<std::string, clang::FileID> Ids;
  std::vector<std::string> Keys, Uris; ///< by artifact index
};

} // namespace

std::string sarifReport(const std::vector<FileOutcome> &Files, const TranslateOptions &Opts) {
  ReportSources Sources;
  clang::SarifDocumentWriter W(Sources.sourceManager());
  W.createRun("kokkos-translate", "kokkos-translate", KT_VERSION);
  std::map<std::string, size_t> Rule;
  for (const DiagInfo &I : diagTable()) {
    std::string Code = diagCode(I.id);
    Rule[Code] = W.createRule(
        clang::SarifRule::create().setRuleId(Code).setName(Code).setDescription(I.title)
            .setDefaultConfiguration(clang::SarifReportingConfiguration::create().setLevel(
                clang::SarifResultLevel::Error)));
  }
  for (const FileOutcome &F : Files)
    for (const DiagRecord &D : F.result.diagnostics) {
      if (Opts.isSuppressed(D.code) || !Rule.count(D.code))
        continue;
      clang::SarifResult R = clang::SarifResult::create(Rule[D.code]).setDiagnosticMessage(D.message);
      clang::CharSourceRange Where = Sources.locate(D, shownPath(D.file, Opts.inRoot));
      if (Where.isValid())
        R = R.setLocations({Where});
      W.appendResult(R);
    }
  llvm::json::Object Doc = W.createDocument();
  llvm::json::Object &Run = *(*Doc.getArray("runs"))[0].getAsObject();
  Sources.relativeUris(Run);
  // The writer's driver entry points at clang's manual; this tool is not clang.
  Run.getObject("tool")->getObject("driver")->erase("informationUri");
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(Doc))) << "\n";
  return OS.str();
}

} // namespace kt
