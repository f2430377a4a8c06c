// The OpenMP plan of a kernel, from the model before anything is printed. Each body op's needs
// (ompOpNeeds: one entry per BodyOp kind) give what the block's shared memory holds for the
// collectives of the kernel's body, member functions and called team helpers (ompPlanShared),
// whether code reads the thread's block `kt_b` (ompOpsUseBlock) and the shim helpers it calls
// (OmpShim.cpp). OmpBodyOps.cpp prints the ops' text to match.
#include "rewriters/emit/ReduceText.h"
#include "rewriters/model/Queries.h"
#include "rewriters/openmp/OmpLowering.h"

namespace kt {

namespace {

/// The helpers a nested range's lowering calls (OmpBodyRenderer::nested, scan).
std::vector<const char *> nestedHelpers(const BodyOp &Op) {
  switch (Op.pattern) {
  case Pattern::For:
    if (Op.nest == NestLevel::ThreadVector) // the lanes meet after the loop
      return {"kt_syncwarp", "kt_vector_mask"};
    return {};
  case Pattern::Scan:
    return {Op.nest == NestLevel::TeamThread ? "kt_team_scan" : "kt_vector_scan"};
  case Pattern::Reduce:
    return {Op.nest == NestLevel::ThreadVector ? "kt_vector_reduce"
            : Op.nest == NestLevel::TeamThread ? "kt_team_reduce"
                                               : "kt_block_allreduce"};
  }
  return {};
}

} // namespace

OmpOpNeeds ompOpNeeds(const BodyOp &Op) {
  using K = BodyOp::Kind;
  OmpOpNeeds N;
  switch (Op.kind) {
  case K::TeamRank:      // kt_b.t.y
  case K::TeamSize:      // kt_b.dim.y
  case K::ThreadScratch: // .thread(kt_b.t.y, kt_b.dim.y)
  case K::TeamContext:   // kt_ctx holds &kt_b
  case K::TeamToken:     // teamToken(): kt_b.t
    N.block = true;
    break;
  case K::TeamBroadcast: // kt_team_broadcast(kt_b, ...): any type up to the broadcast slot
    N.block = N.collective = true;
    N.helpers = {"kt_team_broadcast"};
    break;
  case K::TeamReduce: // kt_team_reduce(kt_b, ...)
  case K::TeamScan:   // kt_team_value_scan(kt_b, ...)
    N.block = N.collective = true;
    N.slotType = Op.accType;
    N.helpers = {Op.kind == K::TeamReduce ? "kt_team_reduce" : "kt_team_value_scan"};
    break;
  case K::NestedRange: // kt_b's lanes and strides; a reduction's or scan's collective
    N.block = true;
    N.helpers = nestedHelpers(Op);
    if (Op.pattern == Pattern::For)
      break;
    N.collective = true;
    N.teamScan = Op.pattern == Pattern::Scan;
    N.slotType = Op.accType;
    break;
  case K::Single: // kt_b.t; a value is broadcast from the thread that ran it
    N.block = true;
    if (Op.valueName.empty()) {
      N.helpers = {"kt_syncwarp", "kt_vector_mask"};
      break;
    }
    N.collective = true;
    N.slotType = Op.valueType;
    N.helpers = {Op.perTeam ? "kt_team_broadcast" : "kt_vector_broadcast"};
    break;
  default:
    break;
  }
  return N;
}

bool ompOpsUseBlock(const BodyText &B) {
  return anyOp(B, [](const BodyOp &Op) { return ompOpNeeds(Op).block; });
}

OmpShared ompPlanShared(const Kernel &K) {
  OmpShared S;
  if (K.pattern != Pattern::For) { // the kernel's own reduction or scan
    S.collectives = true;
    S.slotTypes.insert(K.pattern == Pattern::Reduce ? reduceValueType(K) : K.accType);
  }
  auto Add = [&](const BodyOp &Op) {
    OmpOpNeeds N = ompOpNeeds(Op);
    S.collectives = S.collectives || N.collective;
    S.teamScan = S.teamScan || N.teamScan;
    if (!N.slotType.empty())
      S.slotTypes.insert(N.slotType);
  };
  forEachKernelOp(K, Add); // a called team helper's collectives: in the kernel's shared memory
  return S;
}

} // namespace kt
