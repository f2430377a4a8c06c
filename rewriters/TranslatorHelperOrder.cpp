// The member team helpers of a file in callee-first order, for a target that needs each one
// defined before its first use (TranslatorUnit.h, helpersCalleesFirst).
#include "rewriters/TranslatorUnit.h"

#include <algorithm>
#include <map>

using namespace clang;

namespace kt {

namespace {

/// The member helpers of one file, in source order (indices into FileModel::teamHelpers).
using Group = std::vector<size_t>;

std::map<FileID, Group> memberGroups(const FileModel &M, const UnitState &U) {
  std::map<FileID, Group> Out;
  for (size_t N = 0; N < M.teamHelpers.size(); ++N)
    if (M.teamHelpers[N]->member && !M.teamHelpers[N]->definedInClass)
      Out[U.HelperFiles.at(N)].push_back(N);
  for (auto &[F, G] : Out)
    std::sort(G.begin(), G.end(), [&](size_t A, size_t B) {
      return M.teamHelpers[A]->defBegin < M.teamHelpers[B]->defBegin;
    });
  return Out;
}

/// The helpers of G that helper N calls, directly or through other helpers.
std::vector<size_t> calleesIn(const FileModel &M, const Group &G, size_t N) {
  std::vector<size_t> Out;
  for (const TeamHelper *C : teamHelpersOf(M.teamHelpers[N]->body))
    for (size_t I : G)
      if (M.teamHelpers[I].get() == C && I != N)
        Out.push_back(I);
  return Out;
}

/// Whether a helper of G calls one G defines after it.
bool callsLater(const FileModel &M, const Group &G) {
  for (size_t N : G)
    for (size_t C : calleesIn(M, G, N))
      if (M.teamHelpers[C]->defBegin > M.teamHelpers[N]->defBegin)
        return true;
  return false;
}

void visit(const FileModel &M, const Group &G, size_t N, std::vector<size_t> &Order) {
  if (std::find(Order.begin(), Order.end(), N) != Order.end())
    return;
  Order.push_back(N); // marked; moved behind its callees below
  for (size_t C : calleesIn(M, G, N))
    visit(M, G, C, Order);
  Order.erase(std::find(Order.begin(), Order.end(), N));
  Order.push_back(N);
}

} // namespace

unsigned helperPrintedAt(const FileModel &M, const UnitState &U, size_t N) {
  for (const auto &[F, G] : memberGroups(M, U))
    if (std::find(G.begin(), G.end(), N) != G.end() && callsLater(M, G))
      return M.teamHelpers[G.back()]->defBegin;
  return M.teamHelpers[N]->defBegin;
}

std::vector<std::string> helpersCalleesFirst(const FileModel &M, const UnitState &U,
                                             const std::vector<std::string> &Defs) {
  std::vector<std::string> Out = Defs;
  for (const auto &[F, G] : memberGroups(M, U)) {
    if (!callsLater(M, G))
      continue;
    std::vector<size_t> Order;
    for (size_t N : G)
      visit(M, G, N, Order);
    std::string All;
    for (size_t N : Order)
      All += (All.empty() ? "" : "\n\n") + Defs[N];
    for (size_t N : G)
      Out[N] = "// " + M.teamHelpers[N]->name + ": a team helper, defined below after those it calls";
    Out[G.back()] = All;
  }
  return Out;
}

} // namespace kt
