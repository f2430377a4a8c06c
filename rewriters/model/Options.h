// The options of one run, set by the driver from its command line and passed down to the
// translator, the recognisers and the lowerings (no process-wide mutable state).
#pragma once

#include "rewriters/model/Target.h"

#include <algorithm>
#include <string>
#include <vector>

namespace kt {

struct TranslateOptions {
  Target target = Target::Cuda;
  /// Absolute root of the input tree: headers below it that inputs include are edited too
  /// (empty: only the input file itself).
  std::string inRoot;
  LoweringOptions lowering;
  /// KT codes (KT1234) not printed; the constructs are still refused.
  std::vector<std::string> suppressed;
  /// Folder of precompiled bundled-API headers (Precompiled.h; empty: none).
  std::string pchCache;
  /// Check the diagnostics against the input's `expected-error` comments (clang's -verify)
  /// instead of translating for output (TranslateResult::verified).
  bool verify = false;

  bool isSuppressed(const std::string &Code) const {
    return std::find(suppressed.begin(), suppressed.end(), Code) != suppressed.end();
  }
};

} // namespace kt
