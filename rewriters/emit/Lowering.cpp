#include <algorithm>
#include <deque>
#include "rewriters/emit/Lowering.h"

#include "rewriters/emit/ArrayReduceText.h"
#include "rewriters/emit/BodyRender.h"

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
  LoweredTeamHelper lowerTeamHelper(const TeamHelper &H) const override {
    return Target->lowerTeamHelper(H);
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

std::string shimIncludesFor(const std::vector<ShimHeader> &Table, const PrologueScope &S,
                            llvm::function_ref<void(const Kernel &, ShimUse &)> KernelUses,
                            llvm::function_ref<void(const TeamHelper &, ShimUse &)> HelperUses) {
  ShimUse U(Table);
  for (const Kernel *K : S.kernels)
    KernelUses(*K, U);
  for (const TeamHelper *H : S.helpers)
    HelperUses(*H, U);
  return U.includes();
}

std::unique_ptr<Lowering> makeLowering(Target T, const LoweringOptions &O) {
  std::unique_ptr<Lowering> L = targetLowering(T, O);
  if (!L)
    return nullptr;
  return std::make_unique<WithHostDispatches>(std::move(L));
}

} // namespace kt

namespace kt {

bool flatTeamBody(const Kernel &K) {
  if (K.policy.kind != PolicyKind::Team || K.usesScratch(0) || K.usesScratch(1))
    return false;
  bool Rank = false;
  using Kd = BodyOp::Kind;
  for (const auto &Op : K.body.ops) {
    if (Op->kind == Kd::TeamRank || Op->kind == Kd::TeamSize)
      Rank = true;
    else if (Op->kind != Kd::LeagueRank && Op->kind != Kd::LeagueSize && Op->kind != Kd::Rename &&
             Op->kind != Kd::SelfCall && Op->kind != Kd::ThisArrow)
      return false;
  }
  return Rank;
}

std::string templateHead(const Kernel &K) {
  if (K.templateParams.empty())
    return "";
  std::string S = "template <";
  for (size_t I = 0; I < K.templateParams.size(); ++I)
    S += (I ? ", " : "") + K.templateParams[I].decl();
  return S + ">\n";
}

std::string templateArgList(const Kernel &K) {
  if (K.templateArgs.empty())
    return "";
  std::string S = "<";
  for (size_t I = 0; I < K.templateArgs.size(); ++I)
    S += (I ? ", " : "") + K.templateArgs[I];
  return S + ">";
}

std::string templateParamList(const Kernel &K) {
  if (K.templateParams.empty())
    return "";
  std::string S = "<";
  for (size_t I = 0; I < K.templateParams.size(); ++I) {
    const TemplateParam &P = K.templateParams[I];
    S += (I ? ", " : "") + P.name + (P.pack ? "..." : "");
  }
  return S + ">";
}

std::string kernelName(const Kernel &K) {
  return K.nameStem + (K.nameFile.empty() ? "" : "_" + K.nameFile) + "_L" + std::to_string(K.line) +
         (K.nameCopy ? "_" + std::to_string(K.nameCopy) : "");
}

std::string kernelRef(const Kernel &K, const std::string &Suffix) {
  return K.name + Suffix + templateArgList(K);
}

} // namespace kt

namespace kt {

std::string originComment(const Kernel &K, const std::string &How) {
  const char *What = K.arrayReduction               ? "parallel_reduce (array)"
                     : K.pattern == Pattern::For    ? "parallel_for"
                     : K.pattern == Pattern::Reduce ? "parallel_reduce"
                                                    : "parallel_scan";
  return "// " + K.file + ":" + std::to_string(K.line) + ": " + What +
         (K.label.empty() ? "" : " \"" + K.label + "\"") + (How.empty() ? "" : "; " + How) + "\n";
}

std::string handleType(const Kernel &, const Capture &C) {
  return (C.dependentType ? "typename " : "") + C.type + "::handle_type";
}

std::string captureDecl(const Kernel &K, const Capture &C) {
  return (C.kind == Capture::Kind::View ? handleType(K, C) : C.type) + " " + C.name;
}

std::string indexDecl(const Kernel &K, size_t D) {
  const bool Written = D < K.indexWritten.size() && K.indexWritten[D];
  return (Written ? "" : "const ") + K.indexTypes[D] + " " + K.indexNames[D];
}

std::vector<int> mdOrder(const Kernel &K) {
  int Right = 0, Left = 0;
  for (const Capture &C : K.captures)
    if (C.kind == Capture::Kind::View)
      (C.view.layout == ViewLayout::Right ? Right : Left)++;
  std::vector<int> O;
  for (int D = 0; D < K.policy.rank; ++D)
    O.push_back(D);
  if (Right > Left)
    std::reverse(O.begin(), O.end());
  return O;
}

} // namespace kt
