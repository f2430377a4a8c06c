#include "rewriters/TextTemplate.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace kt {

std::string expandTemplate(const char *Tpl, const TemplateVars &Vars) {
  std::string Out;
  const char *P = Tpl;
  while (*P) {
    const char *At = std::strchr(P, '@');
    if (!At) {
      Out += P;
      break;
    }
    const char *End = std::strchr(At + 1, '@');
    bool IsKey = End && End > At + 1;
    for (const char *C = At + 1; IsKey && C < End; ++C)
      IsKey = (*C >= 'A' && *C <= 'Z') || *C == '_' || (*C >= '0' && *C <= '9');
    if (!IsKey) {
      Out.append(P, At + 1);
      P = At + 1;
      continue;
    }
    Out.append(P, At);
    std::string Key(At + 1, End);
    auto It = Vars.find(Key);
    if (It == Vars.end()) {
      std::fprintf(stderr, "kokkos-translate: internal error: template key @%s@ not set\n",
                   Key.c_str());
      std::abort();
    }
    Out += It->second;
    P = End + 1;
  }
  return Out;
}

} // namespace kt
