#include "rewriters/Lowering.h"

#include "rewriters/gpu/GpuLowering.h"
#include "rewriters/host/HostLowering.h"
#include "rewriters/openacc/AccLowering.h"
#include "rewriters/openmp/OmpLowering.h"

namespace kt {

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

namespace {

/// A target's lowering, with dispatches on a host execution space lowered to host code
/// (rewriters/host/) instead: the same for every target.
class WithHostDispatches : public Lowering {
public:
  explicit WithHostDispatches(std::unique_ptr<Lowering> Target) : Target(std::move(Target)) {}
  HostSpelling hostSpelling() const override { return Target->hostSpelling(); }
  LoweredKernel lower(const Kernel &K) override {
    return K.policy.space == ExecSpace::Host ? lowerHostKernel(K) : Target->lower(K);
  }
  std::string lowerTeamHelper(const TeamHelper &H) override { return Target->lowerTeamHelper(H); }
  std::string prologue() const override { return Target->prologue(); }

private:
  std::unique_ptr<Lowering> Target;
};

std::unique_ptr<Lowering> targetLowering(Target T, const LoweringOptions &O) {
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

} // namespace

std::unique_ptr<Lowering> makeLowering(Target T, const LoweringOptions &O) {
  std::unique_ptr<Lowering> L = targetLowering(T, O);
  if (!L)
    return nullptr;
  return std::make_unique<WithHostDispatches>(std::move(L));
}

} // namespace kt
