// Fills the @KEY@ placeholders of a templates/<target>/*.tpl skeleton.
#pragma once

#include <map>
#include <string>

namespace kt {
using TemplateVars = std::map<std::string, std::string>;
/// Replaces every @KEY@ in Tpl by Vars[KEY]; a key missing from Vars is a programming error
/// and aborts, so a template and its lowering cannot drift apart silently.
std::string expandTemplate(const char *Tpl, const TemplateVars &Vars);
} // namespace kt
