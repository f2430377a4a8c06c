// Prints every Kokkos name the translator accepts (rewriters/model/ApiTable.cpp) as
// `<host|both|gpu> <Sub::Name>`, one per line, for tests/api-names/check.sh.
#include "rewriters/model/ApiTable.h"

#include <cstdio>

int main() {
  for (const auto &[Name, Ctx] : kt::kokkosApiNames())
    std::printf("%s %s\n", Ctx == kt::ApiContext::Host ? "host" : "both", Name.c_str());
  for (const std::string &N : kt::gpuKernelNames())
    std::printf("gpu %s\n", N.c_str());
  for (const std::string &M : kt::shimKokkosMacros())
    std::printf("macro %s\n", M.c_str());
  std::printf("version %ld\n", kt::ShimKokkosVersion);
  for (const char *T : {"cuda", "hip", "openmp", "openacc"})
    for (const std::string &M : kt::shimBackendMacros(T))
      std::printf("macro-%s %s\n", T, M.c_str());
}
