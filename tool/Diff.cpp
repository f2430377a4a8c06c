#include "tool/Diff.h"

#include <algorithm>
#include <sstream>
#include <vector>

namespace kt {

static std::vector<std::string> lines(const std::string &S) {
  std::vector<std::string> L;
  std::istringstream In(S);
  for (std::string Line; std::getline(In, Line);)
    L.push_back(Line);
  return L;
}

std::string unifiedDiff(const std::string &Old, const std::string &New, const std::string &OldName,
                        const std::string &NewName) {
  if (Old == New)
    return "";
  std::vector<std::string> A = lines(Old), B = lines(New);
  // Trim the common prefix and suffix, then an LCS table over what is left.
  size_t Pre = 0;
  while (Pre < A.size() && Pre < B.size() && A[Pre] == B[Pre])
    ++Pre;
  size_t Suf = 0;
  while (Suf < A.size() - Pre && Suf < B.size() - Pre &&
         A[A.size() - 1 - Suf] == B[B.size() - 1 - Suf])
    ++Suf;
  size_t N = A.size() - Pre - Suf, M = B.size() - Pre - Suf;
  const bool Small = (N + 1) * (M + 1) <= 16u * 1024 * 1024; // else: replace the whole middle
  std::vector<std::vector<unsigned>> L(Small ? N + 1 : 1, std::vector<unsigned>(Small ? M + 1 : 1, 0));
  if (Small)
    for (size_t I = N; I-- > 0;)
      for (size_t J = M; J-- > 0;)
        L[I][J] = A[Pre + I] == B[Pre + J] ? L[I + 1][J + 1] + 1 : std::max(L[I + 1][J], L[I][J + 1]);
  // Edit script over the whole files: ' ' keep, '-' delete, '+' insert.
  std::vector<std::pair<char, std::string>> Ops;
  for (size_t I = 0; I < Pre; ++I)
    Ops.push_back({' ', A[I]});
  size_t I = 0, J = 0;
  while (I < N || J < M) {
    if (!Small)
      I < N ? Ops.push_back({'-', A[Pre + I++]}) : Ops.push_back({'+', B[Pre + J++]});
    else if (I < N && J < M && A[Pre + I] == B[Pre + J])
      Ops.push_back({' ', A[Pre + I++]}), ++J;
    else if (I < N && (J == M || L[I + 1][J] >= L[I][J + 1]))
      Ops.push_back({'-', A[Pre + I++]});
    else
      Ops.push_back({'+', B[Pre + J++]});
  }
  for (size_t K = A.size() - Suf; K < A.size(); ++K)
    Ops.push_back({' ', A[K]});
  // Group into hunks with 3 lines of context.
  std::ostringstream Out;
  Out << "--- " << OldName << "\n+++ " << NewName << "\n";
  const size_t Ctx = 3;
  size_t K = 0;
  while (K < Ops.size()) {
    while (K < Ops.size() && Ops[K].first == ' ')
      ++K;
    if (K == Ops.size())
      break;
    size_t Start = K >= Ctx ? K - Ctx : 0, End = K;
    while (End < Ops.size()) { // extend while changes are within 2*Ctx of each other
      size_t Next = End;
      while (Next < Ops.size() && Ops[Next].first != ' ')
        ++Next;
      size_t Gap = Next;
      while (Gap < Ops.size() && Ops[Gap].first == ' ' && Gap - Next < 2 * Ctx + 1)
        ++Gap;
      End = Next;
      if (Gap == Ops.size() || Ops[Gap].first == ' ' || Gap - Next > 2 * Ctx)
        break;
      End = Gap;
    }
    size_t Stop = std::min(Ops.size(), End + Ctx);
    size_t OldLine = 1, NewLine = 1;
    for (size_t Q = 0; Q < Start; ++Q) {
      OldLine += Ops[Q].first != '+';
      NewLine += Ops[Q].first != '-';
    }
    size_t OldCount = 0, NewCount = 0;
    for (size_t Q = Start; Q < Stop; ++Q) {
      OldCount += Ops[Q].first != '+';
      NewCount += Ops[Q].first != '-';
    }
    Out << "@@ -" << OldLine << "," << OldCount << " +" << NewLine << "," << NewCount << " @@\n";
    for (size_t Q = Start; Q < Stop; ++Q)
      Out << Ops[Q].first << Ops[Q].second << "\n";
    K = Stop;
  }
  return Out.str();
}

} // namespace kt
