// The OpenACC plan of a team kernel, from the model before anything is printed: what its
// launch gives the gang (worker loops, one worker for thread scratch; the kernel function,
// AccKernels.cpp, and its launch, AccLaunch.cpp, read it) and which worker loops also spread
// over the vector lanes (AccBodyOps.cpp).
#include "rewriters/model/Queries.h"
#include "rewriters/openacc/AccLowering.h"

namespace kt {

namespace {

/// Whether B (nested ops included) holds a range over the team's threads: a TeamThreadRange
/// or TeamVectorRange, which AccBodyRenderer::nested lowers to a worker loop.
bool workerRange(const BodyText &B) {
  return anyOp(B, [](const BodyOp &Op) {
    return Op.kind == BodyOp::Kind::NestedRange && Op.nest != NestLevel::ThreadVector;
  });
}

} // namespace

bool accLanesFree(const BodyOp &Op) {
  using K = BodyOp::Kind;
  return !anyOp(Op.body, [](const BodyOp &In) {
    return In.kind == K::NestedRange || In.kind == K::TeamRank || In.kind == K::TeamSize ||
           In.kind == K::TeamScratch || In.kind == K::ThreadScratch;
  });
}

AccTeamNeeds accPlanTeamNeeds(const Kernel &K) {
  AccTeamNeeds N;
  N.threadScratch = accThreadScratch(K);
  // Per rank, the team's threads are the worker-vector loop's iterations (AccRanks.cpp).
  N.workerLoops = accPerRank(K) || workerRange(K.body);
  for (const MemberFunction &M : K.memberFunctions) // the device copy's (AccLowering.cpp)
    N.workerLoops = N.workerLoops || workerRange(M.body);
  for (const TeamHelper *H : teamHelpersOf(K.body)) // run by the calling kernel's workers
    N.workerLoops = N.workerLoops || workerRange(H->body);
  return N;
}

} // namespace kt
