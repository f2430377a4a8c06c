// Headers below --in-root: the translations that the inputs made of them, merged.
#pragma once

#include "tool/Report.h"

#include <map>
#include <string>
#include <vector>

namespace kt {

/// Each header is translated in every input that includes it (its declarations are part of
/// that input's AST); a translation is keyed by the header's path, content hash and macro
/// context (HeaderOutput::key). All translations of one path must be the same text: then it is
/// written once. Translations in the same macro context whose edits of the header as read touch
/// different lines (an input's kernels add the kt_access accessors to a class, or empty the
/// operator() bodies they lowered, where another input that includes the header has no kernel)
/// are merged: the header with every edit. When they differ otherwise, the header is a KT1020
/// diagnostic (printed to Messages,
/// naming the macros whose definitions differ), and every input that includes it fails (status
/// ExitUnsupported, no output; not printed when Opts suppresses KT1020). Returns path -> text
/// for the headers to write.
std::map<std::string, std::string> mergeHeaders(std::vector<FileOutcome> &Done,
                                                std::string &Messages,
                                                const TranslateOptions &Opts);

} // namespace kt
