// The unit tests' in-memory translation: kt::translateCode with the lean standard headers and,
// where KOKKOS_TRANSLATE_PCH_CACHE names a folder (CTest sets build/pch), the precompiled
// bundled API, as the tool uses them.
#pragma once

#include "rewriters/Translator.h"

#include <cstdlib>
#include <string>
#include <vector>

namespace kt_test {

inline kt::TranslateResult translate(const std::string &Code, kt::TranslateOptions Opts,
                                     const std::vector<std::string> &Args = {
                                         "-DKOKKOS_TRANSLATE_LEAN_STD"}) {
  if (const char *Cache = std::getenv("KOKKOS_TRANSLATE_PCH_CACHE"))
    Opts.pchCache = Cache;
  return kt::translateCode(Code, "input.cpp", Opts, Args);
}

inline kt::TranslateResult translate(const std::string &Code, kt::Target T,
                                     const std::vector<std::string> &Args = {
                                         "-DKOKKOS_TRANSLATE_LEAN_STD"}) {
  kt::TranslateOptions Opts;
  Opts.target = T;
  return translate(Code, Opts, Args);
}

} // namespace kt_test
