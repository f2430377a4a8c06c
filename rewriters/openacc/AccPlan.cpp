// The OpenACC plan of a team kernel, from the model before anything is printed: what its
// launch gives the gang (worker loops, one worker for thread scratch; the kernel function,
// AccKernels.cpp, and its launch, AccLaunch.cpp, read it) and which worker loops also spread
// over the vector lanes (AccBodyOps.cpp); and the attributes of every kernel function.
#include "rewriters/model/Queries.h"
#include "rewriters/openacc/AccLowering.h"

namespace kt {

bool accLanesFree(const BodyOp &Op) {
  using K = BodyOp::Kind;
  return !anyOp(Op.body, [](const BodyOp &In) {
    return In.kind == K::NestedRange || In.kind == K::TeamRank || In.kind == K::TeamSize ||
           In.kind == K::TeamScratch || In.kind == K::ThreadScratch ||
           In.kind == K::TeamContext; // a team helper's variant may have vector loops
  });
}

AccTeamNeeds accPlanTeamNeeds(const Kernel &K) {
  AccTeamNeeds N;
  N.threadScratch = accThreadScratch(K);
  // Per rank, the team's threads are the worker-vector loop's iterations (AccRanks.cpp); else
  // a range over the team's threads (TeamThreadRange, TeamVectorRange) is a worker loop, also
  // in a member function or a called team helper.
  N.workerLoops = accPerRank(K) || anyKernelOp(K, [](const BodyOp &Op) {
                    return Op.kind == BodyOp::Kind::NestedRange && Op.nest != NestLevel::ThreadVector;
                  });
  return N;
}

std::string accKernelAttributes(const Kernel &K) {
  // GCC 12 leaves in a compute construct the calls its early inliner declines (the copy
  // constructor and destructor of a class holding Views, a Tracker's test and call per View),
  // and its offload compiler crashes on a call whose body only the host has: flatten inlines
  // them all.
  if (K.viewHolderObjects.empty())
    return "";
  return "// flatten: every call inlined into the compute constructs (GCC 12 crashes on the copy "
         "of an object holding Views otherwise)\n__attribute__((flatten)) ";
}

} // namespace kt
