// --report: per-file status, kernels (policy, launch shape, scratch) and diagnostics, as JSON
// or SARIF 2.1.0 for code scanning.
#pragma once

#include "rewriters/Translator.h"

#include <string>
#include <vector>

namespace kt {

struct FileOutcome {
  std::string input, output;
  std::string status; ///< translated, unchanged, differs, compile-error, unsupported, io-error
  TranslateResult result;
};

std::string jsonReport(const std::vector<FileOutcome> &Files, const TranslateOptions &Opts);
/// SARIF 2.1.0 through clang's SarifDocumentWriter (files reopened for the locations), with
/// artifact URIs relative as in the JSON report (shownPath), never absolute.
std::string sarifReport(const std::vector<FileOutcome> &Files, const TranslateOptions &Opts);

} // namespace kt
