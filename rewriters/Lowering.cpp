#include "rewriters/Lowering.h"

#include "rewriters/gpu/GpuLowering.h"
#include "rewriters/openacc/AccLowering.h"
#include "rewriters/openmp/OmpLowering.h"

namespace kt {

std::optional<Target> parseTarget(const std::string &S) {
  if (S == "cuda")
    return Target::Cuda;
  if (S == "hip")
    return Target::Hip;
  if (S == "openmp")
    return Target::OpenMP;
  if (S == "openacc")
    return Target::OpenACC;
  return std::nullopt;
}

const char *targetName(Target T) {
  static const char *N[] = {"cuda", "hip", "openmp", "openacc"};
  return N[(int)T];
}

const char *targetExtension(Target T) {
  static const char *E[] = {".cu", ".hip", ".cpp", ".cpp"};
  return E[(int)T];
}

LoweringOptions &loweringOptions() {
  static LoweringOptions O;
  return O;
}

std::unique_ptr<Lowering> makeLowering(Target T, const LoweringOptions &O) {
  switch (T) {
  case Target::Cuda:
    return makeGpuLowering(GpuDialect::cuda());
  case Target::Hip:
    return makeGpuLowering(GpuDialect::hip());
  case Target::OpenMP:
    return makeOmpLowering(O);
  case Target::OpenACC:
    return makeAccLowering(O);
  default:
    return nullptr;
  }
}

} // namespace kt
