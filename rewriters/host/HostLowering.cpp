// Host functions for dispatches on a host execution space (see HostLowering.h): the function
// (Range, MDRange and Team shapes; for, reduce and scan) and the call that replaces the
// dispatch.
#include "rewriters/host/HostLowering.h"
#include "rewriters/emit/BodyRender.h"
#include "rewriters/emit/LaunchText.h"
#include "rewriters/emit/ReduceText.h"

namespace kt {

namespace {

/// Captures as parameters: Views as their handles (what every kernel body is compiled against),
/// the rest by value, as a lambda captures them.
std::string captureParams(const Kernel &K) {
  std::string P;
  for (const Capture &C : K.captures)
    P += (P.empty() ? "" : ", ") +
         captureDecl(K, C);
  return P;
}

/// The functor's value_type, init, join and final as a reduction op.
std::string customOp(const Reducer &R) { return customOpStruct(R, "static "); }

/// Host copy of the functor members the dispatch uses, with the member functions it calls.
std::string selfStruct(const Kernel &K, HostBodyRenderer &R) {
  std::string S = selfStructHead(K, "host", "dispatch");
  for (const MemberFunction &M : K.memberFunctions)
    S += M.signature + R.render(M.body, "") + "\n";
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

std::string signature(const Kernel &K, const std::string &Bounds) {
  std::string P = captureParams(K);
  return templateHead(K) + "static " +
         (K.pattern == Pattern::For ? std::string("void") : valueType(K)) + " " +
         K.name + "(" + comma(P) + Bounds + ") {\n";
}

std::string rangeFunction(const Kernel &K, HostBodyRenderer &R) {
  std::string Idx = indexDecl(K, 0) + " = (" +
                    K.indexTypes[0] + ")kt_i;\n";
  return signature(K, "const int64_t kt_begin, const int64_t kt_end") + accInit(K) +
         "for (int64_t kt_i = kt_begin; kt_i < kt_end; ++kt_i) " + R.block(Idx + bodyDecls(K), K.body) +
         "\n" + accReturn(K) + "}\n";
}

std::string mdFunction(const Kernel &K, HostBodyRenderer &R) {
  int Rank = K.policy.rank;
  std::string Bounds, Loops, Idx;
  for (int D = 0; D < Rank; ++D) {
    std::string d = std::to_string(D);
    Bounds += (D ? ", " : "") + ("const int64_t kt_lo" + d + ", const int64_t kt_hi" + d);
    Loops += "for (int64_t kt_t" + d + " = kt_lo" + d + "; kt_t" + d + " < kt_hi" + d + "; ++kt_t" +
             d + ")\n";
    Idx += indexDecl(K, D) + " = (" + K.indexTypes[D] +
           ")kt_t" + d + ";\n";
  }
  return signature(K, Bounds) +
         accInit(K) + Loops + R.block(Idx + bodyDecls(K), K.body) + "\n" + accReturn(K) + "}\n";
}

std::string teamFunction(const Kernel &K, HostBodyRenderer &R) {
  bool S0 = K.usesScratch(0), S1 = K.usesScratch(1);
  std::string Bounds = "const int kt_league_size";
  std::string Bufs, Pools;
  for (int L = 0; L < 2; ++L) {
    if (!(L ? S1 : S0))
      continue;
    std::string l = std::to_string(L);
    Bounds += ", const size_t kt_l" + l + "_bytes";
    Bufs += "std::vector<char> kt_l" + l + "_buf(kt_l" + l + "_bytes);\n";
    Pools += "kt::ScratchPool kt_scratch" + l + "(kt_l" + l + "_buf.data(), kt_l" + l + "_bytes);\n";
  }
  if (!Bufs.empty())
    Bufs = "// team scratch: one host buffer per level, reset for each team\n" + Bufs;
  return signature(K, Bounds) + accInit(K) + Bufs +
         "for (int kt_league = 0; kt_league < kt_league_size; ++kt_league) " +
         R.block(Pools + bodyDecls(K), K.body) + "\n" + accReturn(K) + "}\n";
}

/// The call that replaces the dispatch, with the result written back.
std::string hostCall(const Kernel &K) {
  const Policy &P = K.policy;
  std::string S = launchHead(K, ", on the host") + functorBinding(K);
  std::string A = captureArgs(K);
  switch (P.kind) {
  case PolicyKind::Range:
    S += "const int64_t kt_begin = " + P.begin + ", kt_end = " + P.end + ";\n";
    A = comma(A) + "kt_begin, kt_end";
    break;
  case PolicyKind::MDRange:
    for (int D = 0; D < P.rank; ++D) {
      std::string d = std::to_string(D);
      S += "const int64_t kt_lo" + d + " = " + P.lower[D] + ", kt_hi" + d + " = " + P.upper[D] + ";\n";
      A = comma(A) + "kt_lo" + d + ", kt_hi" + d;
    }
    break;
  case PolicyKind::Team:
    S += "const int kt_league = " + P.league + ";\n";
    A = comma(A) + "kt_league";
    for (int L = 0; L < 2; ++L)
      if (K.usesScratch(L)) { // team bytes + one thread's bytes
        std::string l = std::to_string(L);
        S += "const size_t kt_l" + l + "_bytes = " + P.scratch[L].perTeam + " + " +
             P.scratch[L].perThread + ";\n";
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
  return S + "}";
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
  if (!K.reducers.empty() && K.reducers.at(0).kind == ReducerKind::Custom)
    Out.definition += customOp(K.reducers[0]);
  Out.definition += multiReduceTypes(K);
  if (!K.memberFunctions.empty())
    Out.definition += selfStruct(K, R);
  switch (K.policy.kind) {
  case PolicyKind::Range:
    Out.definition += rangeFunction(K, R);
    break;
  case PolicyKind::MDRange:
    Out.definition += mdFunction(K, R);
    break;
  case PolicyKind::Team:
    Out.definition += teamFunction(K, R);
    break;
  }
  Out.launch = hostCall(K);
  return Out;
}

} // namespace kt
