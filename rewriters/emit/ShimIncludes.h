// Which shim helper headers (runtime-shim/include/kt/<target>/*.hpp) a translation's output
// needs: the helpers are named kt_* / KT_*, so the lowered text says which it calls. The
// prologue then is a few #include lines, in a fixed order.
#pragma once

#include <set>
#include <string>
#include <vector>

namespace kt {

struct ShimHeader {
  const char *path;                 ///< as included: "kt/gpu/reduce.hpp"
  std::vector<const char *> names;  ///< identifiers it defines that generated code uses
  std::vector<const char *> within; ///< headers that include it (then it is not listed)
};

class ShimUse {
public:
  explicit ShimUse(const std::vector<ShimHeader> &Table) : Table(Table) {}
  /// Records the headers whose names occur as whole identifiers in Text.
  void scan(const std::string &Text);
  /// `#include "..."` lines for the recorded headers, in table order, minus those that a
  /// recorded header includes.
  std::string includes() const;
  bool uses(const char *Path) const { return Used.count(Path) != 0; }

private:
  const std::vector<ShimHeader> &Table;
  std::set<std::string> Used;
};

} // namespace kt
