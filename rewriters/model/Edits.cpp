#include "rewriters/model/Edits.h"

#include "clang/Basic/FileManager.h"
#include "llvm/Support/Path.h"

namespace kt {

using namespace clang;

bool EditableFiles::contains(const SourceManager &SM, FileID F) const {
  if (F == SM.getMainFileID())
    return true;
  if (InRoot.empty() || F.isInvalid() || SM.isInSystemHeader(SM.getLocForStartOfFile(F)))
    return false;
  auto [It, New] = Known.insert({F.getHashValue(), false});
  if (!New)
    return It->second;
  OptionalFileEntryRef FE = SM.getFileEntryRefForID(F);
  if (!FE)
    return false;
  llvm::SmallString<256> P(FE->getName());
  SM.getFileManager().makeAbsolutePath(P); // the compile command's directory
  llvm::sys::path::remove_dots(P, true);
  return It->second = llvm::StringRef(P).starts_with(InRoot + "/");
}

bool EditableFiles::holds(const SourceManager &SM, const Decl *D) const {
  SourceLocation L = D->getLocation();
  return L.isValid() && contains(SM, SM.getExpansionLoc(L));
}

} // namespace kt
