// The OpenMP plan of a kernel, from the model before anything is printed: what its block's
// shared memory holds for the collectives of its body, its member functions and the team
// helpers it calls (the printers in OmpBodyOps.cpp and OmpKernels.cpp read it).
#include "rewriters/emit/ReduceText.h"
#include "rewriters/model/Queries.h"
#include "rewriters/openmp/OmpLowering.h"

namespace kt {

namespace {

/// What Op's lowering (OmpBodyRenderer) moves through the block's collective slots.
void addOpShared(const BodyOp &Op, OmpShared &S) {
  using K = BodyOp::Kind;
  auto Slot = [&](const std::string &Type) {
    S.collectives = true;
    S.slotTypes.insert(Type);
  };
  switch (Op.kind) {
  case K::TeamBroadcast: // kt_team_broadcast: any type up to the broadcast slot
    S.collectives = true;
    break;
  case K::TeamReduce: // kt_team_reduce
  case K::TeamScan:   // kt_team_value_scan
    Slot(Op.accType);
    break;
  case K::NestedRange: // kt_vector_reduce / kt_team_reduce / kt_block_allreduce; team scans
    if (Op.pattern == Pattern::Reduce)
      Slot(Op.accType);
    if (Op.pattern == Pattern::Scan) {
      Slot(Op.accType);
      S.teamScan = true;
    }
    break;
  case K::Single: // a value broadcast from the thread that ran it
    if (!Op.valueName.empty())
      Slot(Op.valueType);
    break;
  default:
    break;
  }
}

} // namespace

OmpShared ompPlanShared(const Kernel &K) {
  OmpShared S;
  if (K.pattern != Pattern::For) { // the kernel's own reduction or scan
    S.collectives = true;
    S.slotTypes.insert(K.pattern == Pattern::Reduce ? reduceValueType(K) : K.accType);
  }
  auto Add = [&](const BodyOp &Op) { addOpShared(Op, S); };
  forEachOp(K.body, Add);
  for (const MemberFunction &M : K.memberFunctions)
    forEachOp(M.body, Add);
  for (const TeamHelper *H : teamHelpersOf(K.body)) // in the calling kernel's shared memory
    forEachOp(H->body, Add);
  return S;
}

} // namespace kt
