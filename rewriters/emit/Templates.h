// The emitters' skeletons (templates/<target>/<shape>.tpl, embedded at build time by
// cmake/EmbedTemplates.cmake): the fixed text of each kernel and launch shape, with `{{name}}`
// placeholders that the emitter fills with what it computed (parameters, bodies, reduction
// text). templates/README.md describes the syntax.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kt {

/// A skeleton's values: placeholder name, text.
using TemplateValues = std::vector<std::pair<std::string, std::string>>;

/// The embedded skeletons' names (`gpu/range_kernel`), sorted.
std::vector<std::string> templateNames();
/// The text of skeleton Name; false if there is none.
bool templateText(std::string_view Name, std::string_view &Text);
/// The placeholder names of Text, each once, in order of first use. Sets Error on a `{{` that
/// does not open a well-formed placeholder (`{{` + [a-z0-9_]+ + `}}`).
std::vector<std::string> templatePlaceholders(std::string_view Text, std::string &Error);
/// Text with every placeholder replaced by its value (values are inserted as they are, never
/// scanned). Sets Error, naming the placeholder, when one has no value, when a value has no
/// placeholder, when a name is given twice or when the text is malformed.
std::string expandTemplate(std::string_view Text, const TemplateValues &Values, std::string &Error);
/// Skeleton Name filled with Values. An unknown skeleton or any expandTemplate error is a bug of
/// the emitter: it asserts, and in a release build stops the tool with the message
/// (llvm::report_fatal_error) rather than print a half-filled kernel.
std::string fillTemplate(std::string_view Name, const TemplateValues &Values);
/// The same with Shared's values too: those a target-neutral helper computes for several
/// targets' skeletons (a function returning TemplateValues, such as mdTileValues).
std::string fillTemplate(std::string_view Name, const TemplateValues &Values,
                         const TemplateValues &Shared);

} // namespace kt
