// The OpenACC helper headers (runtime-shim/include/kt/openacc/) and the helpers a kernel's
// lowering calls, from its facts: the policy, the pattern, the reduction's scheme, the scratch
// homes, the per-rank carries and where team_rank() sits, as AccKernels.cpp, AccRanks.cpp,
// AccScratch.cpp and AccBodyOps.cpp print them.
#include "rewriters/openacc/AccLowering.h"
#include "rewriters/emit/ReduceText.h"

namespace kt {

const std::vector<ShimHeader> &accShimHeaders() {
  static const std::vector<ShimHeader> T = {
      {"kt/openacc/ids.hpp",
       {"KT_ACC_COMBINE", "kt_acc_gang", "kt_acc_worker", "kt_acc_divmod", "kt_acc_partials",
        "kt_acc_chunk_end", "kt_acc_extent"},
       {"kt/openacc/reduce.hpp", "kt/openacc/scan.hpp"}},
      {"kt/openacc/reduce.hpp", {"kt_acc_fold32", "kt_acc_combine", "kt_acc_identity", "kt_acc_vary",
                                 "kt_identity"}, {}},
      {"kt/openacc/scan.hpp", {"kt_acc_scan_serial", "kt_acc_exclusive_scan"}, {}},
      {"kt/openacc/carry.hpp", {"kt_acc_carry", "kt_acc_type"}, {}},
  };
  return T;
}

namespace {

/// A Range or MDRange reduction: a gang per chunk, its partial combined at the end
/// (AccKernelBuilder::gangChunks, combine); the explicit scheme folds 32 lane values per gang.
void gangChunkHelpers(const Kernel &K, ShimUse &S) {
  for (const char *N : {"kt_acc_partials", "kt_acc_chunk_end", "kt_acc_combine", "kt_identity"})
    S.use(N);
  if (multiResult(K) || accClauseOp(K.reducers.at(0), K.accArith).empty()) {
    S.use("KT_ACC_COMBINE");
    S.use("kt_acc_fold32");
  } else {
    S.use("kt_acc_vary");
    S.use("kt_identity");
  }
}

/// A nested parallel_reduce: its loop may carry a reduction clause (accVary).
bool nestedReduce(const BodyOp &Op) {
  return Op.kind == BodyOp::Kind::NestedRange && Op.pattern == Pattern::Reduce;
}

/// A team kernel (AccKernelBuilder::teamKernel): a reduction's partial per league, the gang
/// number where scratch or the per-rank carries index a pool by it, the carried values.
void teamHelpers(const Kernel &K, AccScratchHome Scratch, ShimUse &S) {
  if (K.pattern == Pattern::Reduce) // per rank, the rank loop may carry a reduction clause
    for (const char *N : {"kt_acc_partials", "kt_acc_identity", "kt_acc_combine", "kt_acc_vary",
                          "kt_identity"})
      S.use(N);
  if (accScratchGang(K, Scratch) || accCarries(K))
    S.use("kt_acc_gang");
  if (accCarries(K) && !K.segments.carried.empty())
    S.use("kt_acc_type");
}

} // namespace

void accShimUses(const Kernel &K, AccScratchHome Scratch, ShimUse &S) {
  if (accCallsWorker(K))
    S.use("kt_acc_worker");
  const bool Red = K.pattern == Pattern::Reduce;
  if (anyKernelOp(K, nestedReduce))
    S.use("kt_acc_vary");
    S.use("kt_identity");
  switch (K.policy.kind) {
  case PolicyKind::Range:
    if (K.pattern == Pattern::Scan)
      for (const char *N : {"kt_acc_partials", "kt_acc_chunk_end", "kt_acc_exclusive_scan",
                            "kt_identity"})
        S.use(N);
    else if (Red)
      gangChunkHelpers(K, S);
    return;
  case PolicyKind::MDRange: // the flat index split over the dimensions
    S.use("kt_acc_divmod");
    S.use("kt_acc_extent");
    if (Red)
      gangChunkHelpers(K, S);
    return;
  case PolicyKind::Team:
    return teamHelpers(K, Scratch, S);
  }
}

/// A team helper's body, rendered at each level a variant of it may have (AccLowering.cpp: a
/// header's helper has them all).
void accHelperShimUses(const TeamHelper &H, ShimUse &S) {
  bool Calls = false;
  for (AccBodyRenderer::Level At : accHelperLevelsAllowed(H))
    accForEachOpAt(H.body, At, [&](const BodyOp &Op, auto L) {
      Calls = Calls || (Op.kind == BodyOp::Kind::TeamRank && L != AccBodyRenderer::Level::Team);
    });
  if (Calls)
    S.use("kt_acc_worker");
  if (anyOp(H.body, nestedReduce))
    S.use("kt_acc_vary");
    S.use("kt_identity");
}

} // namespace kt
