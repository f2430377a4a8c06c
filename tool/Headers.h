// Headers below --in-root: the translations that the inputs made of them, merged.
#pragma once

#include "tool/Report.h"

#include <map>
#include <string>
#include <vector>

namespace kt {

/// Each header is translated in every input that includes it (its declarations are part of
/// that input's AST); a translation is keyed by the header's path, content hash and macro
/// context (HeaderOutput::key). Identical translations are written once. Different ones are
/// merged by their edits of the header as read (HeaderOutput::edits): the header with every
/// edit (an input's kernels add the kt_access accessors to a class, or empty the operator()
/// bodies they lowered, where another input that includes the header has no kernel), where no
/// two edits touch the same text differently, and where every edit made in one macro context
/// falls, for each input that reads the header in another, in code that input's preprocessor
/// skipped or is made there too (the shim include and prologue excepted). Otherwise the header
/// is a KT1020 diagnostic (printed to Messages, saying why), and every input that includes it
/// fails (status ExitUnsupported, no output; not printed when Opts suppresses KT1020). Returns
/// path -> text for the headers to write.
std::map<std::string, std::string> mergeHeaders(std::vector<FileOutcome> &Done,
                                                std::string &Messages,
                                                const TranslateOptions &Opts);

} // namespace kt
