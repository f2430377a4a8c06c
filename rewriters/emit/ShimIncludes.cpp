#include "rewriters/emit/ShimIncludes.h"

#include <cctype>
#include <cstring>

namespace kt {

namespace {
bool identChar(char C) { return std::isalnum(static_cast<unsigned char>(C)) || C == '_'; }

/// Whether Name occurs in Text as a whole identifier.
bool hasIdent(const std::string &Text, const char *Name) {
  const size_t N = std::strlen(Name);
  for (size_t P = Text.find(Name); P != std::string::npos; P = Text.find(Name, P + 1))
    if ((P == 0 || !identChar(Text[P - 1])) && (P + N == Text.size() || !identChar(Text[P + N])))
      return true;
  return false;
}
} // namespace

void ShimUse::scan(const std::string &Text) {
  if (Text.find("kt_") == std::string::npos && Text.find("KT_") == std::string::npos)
    return;
  for (const ShimHeader &H : Table)
    if (!Used.count(H.path))
      for (const char *Name : H.names)
        if (hasIdent(Text, Name)) {
          Used.insert(H.path);
          break;
        }
}

std::string ShimUse::includes() const {
  std::string S;
  for (const ShimHeader &H : Table) {
    if (!Used.count(H.path))
      continue;
    bool Implied = false;
    for (const char *W : H.within)
      Implied = Implied || Used.count(W);
    if (!Implied)
      S += std::string("#include \"") + H.path + "\"\n";
  }
  return S;
}

} // namespace kt
