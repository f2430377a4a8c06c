#include "rewriters/model/Target.h"

namespace kt {

const char *targetName(Target T) {
  static const char *N[] = {"cuda", "hip", "openmp", "openacc"};
  return N[(int)T];
}

const char *targetExtension(Target T) {
  static const char *E[] = {".cu", ".hip", ".cpp", ".cpp"};
  return E[(int)T];
}

} // namespace kt
