// Host launch code for OpenACC kernels: bounds, team shape and scratch pools computed on the
// host, passed to the kernel function; reduction and scan results come back as its value.
#include "rewriters/openacc/AccLowering.h"
#include "rewriters/emit/LaunchText.h"
#include "rewriters/emit/ReduceText.h"
#include "rewriters/emit/Templates.h"

namespace kt {

namespace {

/// The call, with its value stored where the dispatch wants it.
std::string store(const Kernel &K, const std::string &Call) {
  if (K.pattern == Pattern::Scan) {
    if (K.scanTotal.empty())
      return "(void)" + Call + ";\n";
    if (K.scanTotalIsView)
      return fillTemplate("openacc/store_to_view", {{"view", K.scanTotal}, {"call", Call}});
    return K.scanTotal + " = " + Call + ";\n";
  }
  if (K.pattern != Pattern::Reduce)
    return Call + ";\n";
  if (multiResult(K))
    return "const " + reduceValueType(K) + " kt_value = " + Call + ";\n" +
           multiResultStores(K, "kt_value");
  const Reducer &R = K.reducers.at(0);
  switch (R.target) {
  case Reducer::Target::Scalar:
    if (R.finalOnHost)
      return reduceValueType(K) + " kt_value = " + Call + ";\n" + hostFinal(R, "kt_value") + R.result +
             " = kt_value;\n";
    return R.result + " = " + Call + ";\n";
  case Reducer::Target::View:
    return fillTemplate("openacc/store_to_view", {{"view", R.result}, {"call", Call}});
  case Reducer::Target::None:
    break;
  }
  return "(void)" + Call + ";\n";
}

} // namespace

std::string accLaunch(const Kernel &K, const AccTeamNeeds &Needs, AccScratchHome Scratch) {
  std::string S;
  std::string Caps = captureArgs(K);
  const Policy &P = K.policy;
  // A block when the launch declares anything; a range launch is one statement.
  bool Block = K.isFunctor || P.kind != PolicyKind::Range || multiResult(K) ||
               (K.pattern == Pattern::Reduce && K.reducers.at(0).finalOnHost);
  switch (P.kind) {
  case PolicyKind::Range:
    S += store(K, kernelRef(K) + "(" + comma(Caps) + P.begin + ", " + P.end + ")");
    break;
  case PolicyKind::MDRange: {
    std::string A = Caps;
    for (int Dm = 0; Dm < P.rank; ++Dm) {
      std::string d = std::to_string(Dm);
      S += fillTemplate("openacc/mdrange_bounds",
                        {{"d", d}, {"lower", P.lower[Dm]}, {"upper", P.upper[Dm]}});
      A += (A.empty() ? "" : ", ") + ("kt_lo" + d + ", kt_hi" + d);
    }
    S += store(K, kernelRef(K) + "(" + A + ")");
    break;
  }
  case PolicyKind::Team: {
    // The team size: the policy's, or 8 for AUTO; with AUTO, 1 where the body has no worker
    // loops or keeps per-thread scratch at team level (one team thread, as Kokkos allows).
    // A flat body (every thread on its own) with AUTO: the size team_size_recommended() says.
    // An explicit size stays what team_size() returns; the kernel then runs one worker.
    std::string TS = !P.teamSize.empty() ? "(" + P.teamSize + ")"
                     : accPerRank(K)     ? "KT_TEAM_SIZE_RECOMMENDED"
                                         : "8";
    if (P.teamSize.empty() && (!Needs.workerLoops || Needs.threadScratch))
      TS = "1";
    S += fillTemplate("openacc/team_launch_head", {{"league", P.league}, {"team_size", TS}});
    std::string A = comma(Caps) + "kt_league, kt_gangs, kt_ts";
    S += accScratchLaunch(K, Scratch, A);
    std::string Call = store(K, kernelRef(K) + "(" + A + ")");
    S += K.pattern == Pattern::For ? "if (kt_league > 0)\n" + Call : Call;
    break;
  }
  }
  if (!Block)
    return S.substr(0, S.size() - 1); // the statement replaces the user's, `;` included
  return fillTemplate("openacc/launch_block",
                      {{"head", launchHead(K)}, {"functor", functorBinding(K)}, {"statements", S}});
}

} // namespace kt
