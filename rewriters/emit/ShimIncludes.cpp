#include "rewriters/emit/ShimIncludes.h"

#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"

#include <cstring>

namespace kt {

void ShimUse::use(const char *Name) {
  for (const ShimHeader &H : Table)
    for (const char *N : H.names)
      if (std::strcmp(N, Name) == 0) {
        Used.insert(H.path);
        return;
      }
  llvm::report_fatal_error(llvm::Twine("kokkos-translate: no shim header defines '") + Name + "'");
}

bool ShimUse::implied(const char *Path) const {
  for (const ShimHeader &H : Table) {
    if (std::strcmp(H.path, Path) != 0)
      continue;
    for (const char *W : H.within)
      if (std::strcmp(W, kTargetHeader) == 0 || Used.count(W) || implied(W))
        return true;
  }
  return false;
}

std::string ShimUse::includes() const {
  std::string S;
  for (const ShimHeader &H : Table)
    if (Used.count(H.path) && !implied(H.path))
      S += std::string("#include \"") + H.path + "\"\n";
  return S;
}

} // namespace kt
