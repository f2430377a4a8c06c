// Small helpers shared by the unit tests.
#pragma once

#include <cstddef>
#include <string>

namespace kt_test {

/// Non-overlapping-start occurrences of Sub in S (every start position counts).
inline std::size_t occurrences(const std::string &S, const std::string &Sub) {
  std::size_t N = 0;
  for (std::size_t P = S.find(Sub); P != std::string::npos; P = S.find(Sub, P + 1))
    ++N;
  return N;
}

} // namespace kt_test
