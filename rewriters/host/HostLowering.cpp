// Host functions for dispatches on a host execution space (see HostLowering.h): the function
// (Range, MDRange and Team shapes; for, reduce and scan) and the call that replaces the
// dispatch.
#include "rewriters/host/HostLowering.h"
#include "rewriters/emit/BodyRender.h"
#include "rewriters/emit/LaunchText.h"
#include "rewriters/emit/ReduceText.h"
#include "rewriters/emit/Templates.h"

namespace kt {

namespace {

/// Host copy of the functor members the dispatch uses, with the member functions it calls.
std::string selfStruct(const Kernel &K, HostBodyRenderer &R) {
  std::string S = selfStructHead(K, "host", "dispatch");
  for (const MemberFunction &M : K.memberFunctions)
    S += M.templateHead + M.signature + R.render(M.body, "") + "\n";
  return S + "};\n\n";
}

std::string selfDecl(const Kernel &K) { return selfCopyDecl(K); }

/// The accumulator of a reduce or scan: the reducer's (or Sum's) identity.
std::string opType(const Kernel &K) {
  return K.pattern == Pattern::Scan ? scanOpType(K) : reduceOpType(K);
}
std::string valueType(const Kernel &K) {
  return K.pattern == Pattern::Reduce ? reduceValueType(K) : K.accType;
}
std::string accInit(const Kernel &K) {
  if (K.pattern == Pattern::For)
    return "";
  return valueType(K) + " kt_acc;\n" + opType(K) + "::init(kt_acc);\n";
}
std::string accReturn(const Kernel &K) {
  if (K.pattern == Pattern::For)
    return "";
  bool Final = K.pattern == Pattern::Reduce && K.reducers.at(0).kind == ReducerKind::Custom;
  return (Final ? opType(K) + "::final(kt_acc);\n" : "") + "return kt_acc;\n";
}
/// What each index sees before the body: the functor copy, the accumulator, `final`.
std::string bodyDecls(const Kernel &K) {
  std::string D = selfDecl(K);
  if (K.pattern != Pattern::For)
    D += accBindings(K, "kt_acc");
  if (K.pattern == Pattern::Scan)
    D += "const bool " + K.finalName + " = true;\n";
  return D;
}

std::string resultType(const Kernel &K) {
  return K.pattern == Pattern::For ? std::string("void") : valueType(K);
}

std::string rangeFunction(const Kernel &K, HostBodyRenderer &R) {
  std::string Idx = indexDecl(K, 0) + " = (" + K.indexTypes[0] + ")kt_i;\n";
  return fillTemplate("host/range_function", {{"template_head", templateHead(K)},
                                              {"result_type", resultType(K)},
                                              {"name", K.name},
                                              {"captures", comma(captureParams(K))},
                                              {"acc_init", accInit(K)},
                                              {"body", R.block(Idx + bodyDecls(K), K.body)},
                                              {"acc_return", accReturn(K)}});
}

std::string mdFunction(const Kernel &K, HostBodyRenderer &R) {
  int Rank = K.policy.rank;
  std::string Bounds, Loops, Idx;
  for (int D = 0; D < Rank; ++D) {
    std::string d = std::to_string(D);
    Bounds += (D ? ", " : "") + ("const int64_t kt_lo" + d + ", const int64_t kt_hi" + d);
    Loops += fillTemplate("host/mdrange_loop", {{"d", d}});
    Idx += indexDecl(K, D) + " = (" + K.indexTypes[D] + ")kt_t" + d + ";\n";
  }
  return fillTemplate("host/mdrange_function", {{"template_head", templateHead(K)},
                                                {"result_type", resultType(K)},
                                                {"name", K.name},
                                                {"captures", comma(captureParams(K))},
                                                {"bounds", Bounds},
                                                {"acc_init", accInit(K)},
                                                {"loops", Loops},
                                                {"body", R.block(Idx + bodyDecls(K), K.body)},
                                                {"acc_return", accReturn(K)}});
}

std::string teamFunction(const Kernel &K, HostBodyRenderer &R) {
  std::string Params, Bufs, Pools;
  for (int L = 0; L < 2; ++L) {
    if (!K.usesScratch(L))
      continue;
    std::string l = std::to_string(L);
    Params += ", const size_t kt_l" + l + "_bytes";
    Bufs += fillTemplate("host/scratch_buffer", {{"level", l}});
    Pools += fillTemplate("host/scratch_pool", {{"level", l}});
  }
  if (!Bufs.empty())
    Bufs = fillTemplate("host/scratch_comment", {}) + Bufs;
  return fillTemplate("host/team_function", {{"template_head", templateHead(K)},
                                             {"result_type", resultType(K)},
                                             {"name", K.name},
                                             {"captures", comma(captureParams(K))},
                                             {"scratch_params", Params},
                                             {"acc_init", accInit(K)},
                                             {"scratch_buffers", Bufs},
                                             {"body", R.block(Pools + bodyDecls(K), K.body)},
                                             {"acc_return", accReturn(K)}});
}

/// The call that replaces the dispatch, with the result written back.
std::string hostCall(const Kernel &K) {
  const Policy &P = K.policy;
  std::string B, S; // the bounds, the call and its stores
  std::string A = captureArgs(K);
  switch (P.kind) {
  case PolicyKind::Range:
    B += fillTemplate("host/range_bounds", {{"begin", P.begin}, {"end", P.end}});
    A = comma(A) + "kt_begin, kt_end";
    break;
  case PolicyKind::MDRange:
    for (int D = 0; D < P.rank; ++D) {
      std::string d = std::to_string(D);
      B += fillTemplate("host/mdrange_bounds", {{"d", d}, {"lower", P.lower[D]}, {"upper", P.upper[D]}});
      A = comma(A) + "kt_lo" + d + ", kt_hi" + d;
    }
    break;
  case PolicyKind::Team:
    B += fillTemplate("host/team_bounds", {{"league", P.league}});
    A = comma(A) + "kt_league";
    for (int L = 0; L < 2; ++L)
      if (K.usesScratch(L)) { // team bytes + one thread's bytes
        std::string l = std::to_string(L);
        B += fillTemplate("host/scratch_bytes", {{"level", l},
                                                 {"team", P.scratch[L].perTeam},
                                                 {"thread", P.scratch[L].perThread}});
        A += ", kt_l" + l + "_bytes";
      }
    break;
  }
  std::string Call = kernelRef(K) + "(" + A + ")";
  std::string Target = K.pattern == Pattern::Scan ? K.scanTotal
                       : K.pattern == Pattern::Reduce && K.reducers.at(0).target != Reducer::Target::None
                           ? K.reducers.at(0).result
                           : "";
  bool ToView = K.pattern == Pattern::Scan
                    ? K.scanTotalIsView
                    : K.pattern == Pattern::Reduce && K.reducers.at(0).target == Reducer::Target::View;
  if (multiResult(K))
    S += "const " + valueType(K) + " kt_value = " + Call + ";\n" + multiResultStores(K, "kt_value");
  else if (Target.empty())
    S += Call + ";\n";
  else if (ToView)
    S += "const " + K.accType + " kt_value = " + Call + ";\nkt::deep_copy(" + Target +
         ", kt_value);\n";
  else
    S += Target + " = " + Call + ";\n";
  return fillTemplate("host/call_block", {{"head", launchHead(K, ", on the host")},
                                         {"functor", functorBinding(K)},
                                         {"bounds", B},
                                         {"statements", S}});
}

} // namespace

LoweredKernel lowerHostKernel(const Kernel &K) {
  HostBodyRenderer R;
  LoweredKernel Out;
  // A team helper is lowered once, as the target's device function: a host dispatch cannot
  // call it.
  if (std::vector<const TeamHelper *> Hs = teamHelpersOf(K.body); !Hs.empty())
    Out.diags.push_back({DiagId::TeamHelperOnHost,
                         "the team helper '" + Hs[0]->name + "' is called from a TeamPolicy on a "
                         "host execution space; helpers taking the team member are lowered once, "
                         "as device functions taking the device's team context, so host code "
                         "cannot call them (dispatch on the default execution space, or write "
                         "the helper's team operations in the kernel body)"});
  Out.definition = originComment(K, "on the host");
  Out.definition += kernelPreamble(K, "static ", [&] { return selfStruct(K, R); });
  Out.definition += byPolicy(
      K, [&] { return rangeFunction(K, R); }, [&] { return rangeFunction(K, R); },
      [&] { return mdFunction(K, R); }, [&] { return teamFunction(K, R); });
  Out.launch = hostCall(K);
  return Out;
}

} // namespace kt
