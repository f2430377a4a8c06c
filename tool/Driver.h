// The command-line driver: files in, outputs written atomically, exit codes.
#pragma once

#include <string>
#include <vector>

namespace kt {
int runDriver(int argc, const char **argv);
/// Writes Data to Path through a temporary file in the same folder and a rename.
bool writeFileAtomically(const std::string &Path, const std::string &Data, std::string &Err);
} // namespace kt
