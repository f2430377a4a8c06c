// A refused Kokkos family named in a file that does not parse: RefusedAfterError.h.
#include "rewriters/recognise/checks/RefusedAfterError.h"

#include "rewriters/model/ApiTable.h"

#include "clang/Lex/Lexer.h"

#include <set>
#include <string>
#include <vector>

using namespace clang;

namespace kt {

bool reportRefusedAfterError(const SourceManager &SM, const LangOptions &LO, DiagSink &Diags) {
  const FileID Main = SM.getMainFileID();
  const llvm::StringRef Buf = SM.getBufferData(Main);
  Lexer L(SM.getLocForStartOfFile(Main), LO, Buf.begin(), Buf.begin(), Buf.end());
  std::vector<Token> Seen; // the tokens so far, to read a name's qualifier back
  std::set<std::string> Reported;
  Token T;
  while (!L.LexFromRawLexer(T)) {
    if (T.is(tok::raw_identifier)) {
      const std::string Name = T.getRawIdentifier().str();
      auto Advice = refusedKokkosName(Name);
      // Kokkos::Name or Kokkos::Experimental::Name, as the user spelled it
      std::string Qual;
      for (size_t I = Seen.size(); Advice && I >= 2 && Seen[I - 1].is(tok::coloncolon) &&
                                   Seen[I - 2].is(tok::raw_identifier);
           I -= 2) {
        Qual = Seen[I - 2].getRawIdentifier().str() + "::" + Qual;
        if (Seen[I - 2].getRawIdentifier() == "Kokkos")
          break;
      }
      // a refused library's header: `#include <Kokkos_RemoteSpaces.hpp>`
      const bool Header = !Seen.empty() && Seen.back().is(tok::less) &&
                          llvm::StringRef(Name).starts_with("Kokkos_");
      if (Advice && (Header || Qual.rfind("Kokkos::", 0) == 0) && Reported.insert(Name).second)
        Diags.error(T.getLocation(), DiagId::UnknownKokkosApi,
                    (Header ? Name + ".hpp" : Qual + Name) +
                        " has no equivalent in the runtime shim; " + *Advice);
    }
    Seen.push_back(T);
  }
  return !Reported.empty();
}

} // namespace kt
