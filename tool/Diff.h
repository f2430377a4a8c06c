// Unified diff of two texts (for --check).
#pragma once

#include <string>

namespace kt {
/// `diff -u`-style hunks (3 lines of context) turning Old into New; empty when equal.
std::string unifiedDiff(const std::string &Old, const std::string &New,
                        const std::string &OldName, const std::string &NewName);
} // namespace kt
