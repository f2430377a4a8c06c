// A precompiled header of the bundled Kokkos API (--pch-cache): parsing the bundled header and
// the standard headers it includes is most of a small file's translation time. The header is
// precompiled once per compile command (the target's macro and the user's flags are part of the
// key) into a cache folder and given to clang with -include-pch, but only where the parse is
// the same as without it:
// - the bundled header is the Kokkos the file would include (no Kokkos_Core.hpp on the user's
//   include paths, no forced includes, no CPATH);
// - before its `#include <Kokkos_Core.hpp>`, the file has only comments and angle-bracket
//   includes of standard headers (no #define or #if that the header could see, no other Kokkos
//   header), or quoted includes of user headers that have only those and an include guard
//   before theirs.
// A parse that fails with the header is run again without it, so errors read as they always did.
#pragma once

#include <string>
#include <vector>

namespace kt {

/// True when Text (a main file) may be parsed with the bundled API precompiled.
bool precompiledPreambleOk(const std::string &Text);
/// The same for the file Path of a compile command (Args, run in Dir), whose quoted includes
/// before Kokkos' are followed: a user header that includes Kokkos first (after its include
/// guard, comments and standard headers) may come before it.
bool precompiledPreambleOk(const std::string &Text, const std::string &Path,
                           const std::vector<std::string> &Args, const std::string &Dir);

/// Args (a compile command's arguments without the input file) with the precompiled bundled
/// header added, built into CacheDir if missing (Dir: the command's folder). Args unchanged
/// when the header may not be used or could not be built.
std::vector<std::string> withPrecompiledApi(const std::vector<std::string> &Args,
                                            const std::string &Dir, const std::string &CacheDir,
                                            const std::string &ApiDir);

} // namespace kt
