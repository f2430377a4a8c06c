// Which shim helper headers (runtime-shim/include/kt/<target>/*.hpp) a translation's output
// needs. Each target's lowering records the helpers its output calls from the kernel's facts
// (policy, pattern, reducers, the body's ops: GpuShim.cpp, OmpShim.cpp, AccShim.cpp), never by
// reading the text it generated; the table says which header defines each helper. The prologue
// then is a few #include lines, in a fixed order.
#pragma once

#include <set>
#include <string>
#include <vector>

namespace kt {

/// A `within` entry: the target's own header (kt/cuda.hpp, kt/openmp.hpp, ...) includes it.
inline constexpr const char *kTargetHeader = "<target header>";

struct ShimHeader {
  const char *path;                 ///< as included: "kt/gpu/reduce.hpp"
  std::vector<const char *> names;  ///< identifiers it defines that generated code uses
  std::vector<const char *> within; ///< headers that include it (then it is not listed), or
                                    ///< kTargetHeader
};

class ShimUse {
public:
  explicit ShimUse(const std::vector<ShimHeader> &Table) : Table(Table) {}
  /// Records the header that defines the helper Name (one of the table's names; any other
  /// name is a lowering's bug, reported as a fatal error).
  void use(const char *Name);
  /// `#include "..."` lines for the recorded headers, in table order, minus those that a
  /// recorded header includes.
  std::string includes() const;
  bool uses(const char *Path) const { return Used.count(Path) != 0; }

private:
  /// Path is included wherever Used is: by the target header or a recorded header.
  bool implied(const char *Path) const;

  const std::vector<ShimHeader> &Table;
  std::set<std::string> Used;
};

} // namespace kt
