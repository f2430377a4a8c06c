#include "rewriters/Targets.h"

#include "rewriters/emit/ArrayReduceText.h"
#include "rewriters/emit/BodyRender.h"
#include "rewriters/gpu/GpuLowering.h"
#include "rewriters/host/HostLowering.h"
#include "rewriters/openacc/AccLowering.h"
#include "rewriters/openmp/OmpLowering.h"

#include <deque>

namespace kt {

namespace {

/// A target's lowering, with dispatches on a host execution space lowered to host code
/// (rewriters/host/) instead, and a functor array reduction's body put in its chunk loop
/// (arrayChunkKernel) first: the same for every target.
class WithHostDispatches : public Lowering {
public:
  explicit WithHostDispatches(std::unique_ptr<Lowering> Target) : Target(std::move(Target)) {}
  HostSpelling hostSpelling() const override { return Target->hostSpelling(); }
  std::vector<std::string> parseArgs() const override { return Target->parseArgs(); }
  LoweredKernel lower(const Kernel &K) const override {
    if (K.arrayReduction)
      return lowerOne(arrayChunkKernel(K));
    return lowerOne(K);
  }
  bool helpersBeforeUse() const override { return Target->helpersBeforeUse(); }
  LoweredTeamHelper lowerTeamHelper(const TeamHelper &H,
                                    std::optional<llvm::ArrayRef<Kernel>> Callers) const override {
    return Target->lowerTeamHelper(H, Callers);
  }
  /// Host dispatches call no shim helper; an array reduction calls those of its chunk loop.
  std::string prologue(const PrologueScope &S) const override {
    PrologueScope Device{{}, S.helpers};
    std::deque<Kernel> Chunked; // array reductions as lower() gives them to the target
    for (const Kernel *K : S.kernels)
      if (K->policy.space != ExecSpace::Host)
        Device.kernels.push_back(K->arrayReduction ? &Chunked.emplace_back(arrayChunkKernel(*K))
                                                   : K);
    return Target->prologue(Device);
  }

private:
  LoweredKernel lowerOne(const Kernel &K) const {
    LoweredKernel L = K.policy.space == ExecSpace::Host ? lowerHostKernel(K) : Target->lower(K);
    if (!K.usesScratch(0)) // the token's slot is level-0 team scratch (kt/unique_token.hpp)
      forEachOp(K.body, [&](const BodyOp &Op) {
        if (Op.kind == BodyOp::Kind::TeamToken)
          L.diags.push_back({DiagId::UnsupportedNested,
                             "kernel '" + K.name + "': Kokkos::Experimental::"
                             "AcquireTeamUniqueToken takes level-0 team scratch: give the "
                             "policy set_scratch_size(0, PerTeam(AcquireTeamUniqueToken<P>::"
                             "shmem_size() + ...))",
                             Op.fileOffset});
      });
    unsizedScratch(K, L);
    return L;
  }
  /// A scratch level the body allocates from but the policy gives no size: the kernel would
  /// have no pool of that level (Kokkos' allocation there fails when it runs).
  static void unsizedScratch(const Kernel &K, LoweredKernel &L) {
    bool Told[2] = {false, false};
    forEachOp(K.body, [&](const BodyOp &Op) {
      if ((Op.kind != BodyOp::Kind::TeamScratch && Op.kind != BodyOp::Kind::ThreadScratch) ||
          Op.level < 0 || Op.level > 1 || K.usesScratch(Op.level) || Told[Op.level])
        return;
      Told[Op.level] = true;
      const std::string Lv = std::to_string(Op.level);
      L.diags.push_back({DiagId::UnsupportedNested,
                         "kernel '" + K.name + "': the body takes level-" + Lv +
                             " scratch, but the policy sets no level-" + Lv +
                             " size the translator can see; give the policy "
                             "set_scratch_size(" + Lv + ", Kokkos::PerTeam(bytes)) where it is "
                             "built or dispatched",
                         Op.fileOffset});
    });
  }
  std::unique_ptr<Lowering> Target;
};

std::unique_ptr<Lowering> targetLowering(Target T, const LoweringOptions &O) {
  switch (T) {
  case Target::Cuda:
    return makeGpuLowering(GpuDialect::cuda(), O);
  case Target::Hip:
    return makeGpuLowering(GpuDialect::hip(), O);
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
