#include "rewriters/model/Queries.h"

#include <algorithm>

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

std::string kernelName(const Kernel &K) {
  return K.nameStem + (K.nameFile.empty() ? "" : "_" + K.nameFile) + "_L" + std::to_string(K.line) +
         (K.nameCopy ? "_" + std::to_string(K.nameCopy) : "");
}

bool multiResult(const Kernel &K) { return K.pattern == Pattern::Reduce && !K.accNames.empty(); }

bool hasReturn(const BodyText &B) {
  for (const auto &Op : B.ops)
    if (Op->kind == BodyOp::Kind::Return)
      return true;
  return false;
}

static void collectTeamHelpers(const BodyText &B, std::vector<const TeamHelper *> &Out) {
  for (const auto &Op : B.ops) {
    if (Op->begin)
      collectTeamHelpers(*Op->begin, Out);
    if (Op->end)
      collectTeamHelpers(*Op->end, Out);
    if (Op->prelude)
      collectTeamHelpers(*Op->prelude, Out);
    collectTeamHelpers(Op->body, Out);
    const TeamHelper *H = Op->helper.get();
    if (Op->kind == BodyOp::Kind::TeamContext && H &&
        std::find(Out.begin(), Out.end(), H) == Out.end()) {
      Out.push_back(H);
      collectTeamHelpers(H->body, Out);
    }
  }
}

std::vector<const TeamHelper *> teamHelpersOf(const BodyText &B) {
  std::vector<const TeamHelper *> Out;
  collectTeamHelpers(B, Out);
  return Out;
}

void forEachOp(const BodyText &B, llvm::function_ref<void(const BodyOp &)> F) {
  for (const auto &Op : B.ops) {
    F(*Op);
    if (Op->begin)
      forEachOp(*Op->begin, F);
    if (Op->end)
      forEachOp(*Op->end, F);
    if (Op->prelude)
      forEachOp(*Op->prelude, F);
    forEachOp(Op->body, F);
  }
}

bool anyOp(const BodyText &B, llvm::function_ref<bool(const BodyOp &)> P) {
  for (const auto &Op : B.ops)
    if (P(*Op) || (Op->begin && anyOp(*Op->begin, P)) || (Op->end && anyOp(*Op->end, P)) ||
        (Op->prelude && anyOp(*Op->prelude, P)) || anyOp(Op->body, P))
      return true;
  return false;
}

void forEachKernelOp(const Kernel &K, llvm::function_ref<void(const BodyOp &)> F) {
  forEachOp(K.body, F);
  for (const MemberFunction &M : K.memberFunctions)
    forEachOp(M.body, F);
  for (const TeamHelper *H : teamHelpersOf(K.body))
    forEachOp(H->body, F);
}

bool anyKernelOp(const Kernel &K, llvm::function_ref<bool(const BodyOp &)> P) {
  if (anyOp(K.body, P))
    return true;
  for (const MemberFunction &M : K.memberFunctions)
    if (anyOp(M.body, P))
      return true;
  for (const TeamHelper *H : teamHelpersOf(K.body))
    if (anyOp(H->body, P))
      return true;
  return false;
}

namespace {

/// Calls F for R and, in a reduction with several results, for each of its parts.
template <class R, class Fn> void eachReducer(R &Red, Fn F) {
  F(Red);
  for (auto &P : Red.parts)
    eachReducer(P, F);
}

/// Calls F for the reducer of every op of B (ops owned through unique_ptr: writable).
template <class Fn> void eachOpReducer(const BodyText &B, Fn F) {
  for (const auto &Op : B.ops) {
    if (Op->reducer)
      eachReducer(*Op->reducer, F);
    if (Op->begin)
      eachOpReducer(*Op->begin, F);
    if (Op->end)
      eachOpReducer(*Op->end, F);
    if (Op->prelude)
      eachOpReducer(*Op->prelude, F);
    eachOpReducer(Op->body, F);
  }
}

/// Calls F for every reducer of K (const or not): the dispatch's, then those of the ops of its
/// body and member functions, parts of several results included.
template <class KernelT, class Fn> void eachKernelReducer(KernelT &K, Fn F) {
  for (auto &R : K.reducers)
    eachReducer(R, F);
  eachOpReducer(K.body, F);
  for (auto &M : K.memberFunctions)
    eachOpReducer(M.body, F);
}

} // namespace

void nameReducerOps(Kernel &K) {
  int N = 1;
  eachKernelReducer(K, [&](Reducer &R) {
    if (R.kind != ReducerKind::Custom)
      return;
    R.customOp = K.name + "_op" + (N == 1 ? "" : std::to_string(N));
    R.opArgs = K.templateParams.empty() ? "" : templateParamList(K);
    ++N;
  });
}

std::vector<const Reducer *> customReducers(const Kernel &K) {
  std::vector<const Reducer *> Out;
  eachKernelReducer(K, [&](const Reducer &R) {
    if (R.kind == ReducerKind::Custom)
      Out.push_back(&R);
  });
  return Out;
}

void nameHelperReducerOps(BodyText &B, const std::string &Base) {
  int N = 1;
  eachOpReducer(B, [&](Reducer &R) {
    if (R.kind != ReducerKind::Custom)
      return;
    R.customOp = Base + "_op" + (N == 1 ? "" : std::to_string(N));
    ++N;
  });
}

std::vector<const Reducer *> customReducers(const BodyText &B) {
  std::vector<const Reducer *> Out;
  eachOpReducer(B, [&](const Reducer &R) {
    if (R.kind == ReducerKind::Custom)
      Out.push_back(&R);
  });
  return Out;
}

bool hasCustomReducer(const BodyText &B) {
  bool Found = false;
  eachOpReducer(B, [&](const Reducer &R) { Found = Found || R.kind == ReducerKind::Custom; });
  return Found;
}

bool bodyUses(const BodyText &B, BodyOp::Kind K, int Level) {
  return anyOp(B, [&](const BodyOp &Op) { return Op.kind == K && (Level < 0 || Op.level == Level); });
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

} // namespace kt
