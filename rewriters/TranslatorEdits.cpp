// The edits of one translation unit assembled from its lowered kernels: launches guarded per
// template instantiation, passed lambdas' capture structs, kernel and team-helper definitions
// at their insertion points, functor bodies stubbed (TranslatorUnit.h).
#include "rewriters/TranslatorUnit.h"

#include "rewriters/TranslatorHeaders.h"
#include "rewriters/recognise/templates/PassedLambda.h"

#include <algorithm>

using namespace clang;

namespace kt {

std::string unseenDispatchText(const std::string &Args) {
  return "static_assert(kt::unseen_instantiation<" + Args +
         ">::value, \"kokkos-translate: translate a file that instantiates this\");";
}

void guardedLaunchEdits(const FileModel &M, const GuardedLaunches &Guarded, UnitState &U) {
  for (const auto &[Site, Launches] : Guarded) {
    std::string Text;
    for (const auto &[I, Launch] : Launches)
      Text += std::string(Text.empty() ? "if" : " else if") + " constexpr (" +
              M.kernels[I].instantiationGuard + ") {\n" + Launch + "\n}";
    const Kernel &K = M.kernels[Launches.front().first];
    Text += " else {\n  " + unseenDispatchText(K.unseenArgs) + "\n}";
    U.Edits.push_back({K.stmtBegin, K.stmtEnd - K.stmtBegin, Text + K.keptDirectives,
                       U.editFile(Site.first), false, true});
  }
}

void passedLambdaEdits(const FileModel &M, const PassedLaunches &Passed, UnitState &U) {
  std::set<std::pair<FileID, unsigned>> Sites;
  for (const auto &[Name, Methods] : Passed) {
    std::string Text;
    for (const auto &[I, Method] : Methods) {
      const Kernel &K = M.kernels[I];
      auto Else = U.FunctorElse.find({U.SiteFile[I], K.stmtBegin});
      Text += Method;
      if (Else != U.FunctorElse.end() && Text.find(kCaptureStructMark) != 0)
        Text = kCaptureStructMark + Text;
      if (Sites.insert({U.SiteFile[I], K.stmtBegin}).second)
        U.Edits.push_back({K.stmtBegin, K.stmtEnd - K.stmtBegin,
                           passedLambdaCall(K, Else == U.FunctorElse.end() ? "" : Else->second) +
                               K.keptDirectives,
                           U.editFile(U.SiteFile[I]), false, true});
    }
    const Kernel &K = M.kernels[Methods[0].first];
    U.Defs[{U.Main, K.insertAt}] += passedLambdaStruct(K, Text);
    const PassedLambda &PL = *K.passedLambda;
    U.Edits.push_back({PL.lambdaBegin, PL.lambdaEnd - PL.lambdaBegin, passedLambdaInit(K)});
  }
}

/// Text (definitions, each followed by a blank line) in an unnamed namespace, whose closing
/// brace follows the last definition.
static std::string unnamedNamespace(const std::string &Comment, const std::string &Text) {
  return "namespace { // " + Comment + "\n" + llvm::StringRef(Text).rtrim('\n').str() +
         "\n} // namespace\n\n";
}

void definitionEdits(const FileModel &M, const SourceManager &SM, const std::string &InRoot,
                     UnitState &U) {
  for (auto &[At, Text] : U.Defs)
    U.Edits.push_back({At.second, 0,
                       (U.Forward.count(At) ? U.Forward[At] + "\n" : std::string()) +
                           // Internal linkage: two files of one program may define kernels
                           // (and their helper types) of the same name.
                           (U.InUnnamed.count(At) ? Text
                            : At.first == U.Main
                                ? unnamedNamespace("kernels internal to this file", Text)
                                : unnamedNamespace("kernels of " +
                                                       relativeName(SM, At.first, InRoot) +
                                                       ", internal to each file that includes it",
                                                   Text)),
                       U.editFile(At.first)});
  std::vector<std::string> Definitions;
  std::vector<LoweredTeamHelper> Lowered;
  for (size_t N = 0; N < M.teamHelpers.size(); ++N) {
    Lowered.push_back(U.L->lowerTeamHelper(
        *M.teamHelpers[N], U.HelperFiles.at(N) == U.Main
                               ? std::optional<llvm::ArrayRef<Kernel>>(M.kernels)
                               : std::nullopt));
    Definitions.push_back(Lowered.back().definition);
  }
  if (U.L->helpersBeforeUse())
    Definitions = helpersCalleesFirst(M, U, Definitions);
  for (size_t N = 0; N < M.teamHelpers.size(); ++N) {
    const TeamHelper &H = *M.teamHelpers[N];
    FileID F = U.editFile(U.HelperFiles.at(N));
    const LoweredTeamHelper &L = Lowered[N];
    U.Edits.push_back({H.defBegin, H.defEnd - H.defBegin, Definitions[N], F});
    for (size_t I = 0; I < H.declarations.size(); ++I) {
      const TeamHelper::Declaration &D = H.declarations[I];
      U.Edits.push_back({D.begin, D.end - D.begin, L.declarations.at(I),
                         U.editFile(U.HelperDeclFiles.at(N).at(I))});
    }
  }
}

void functorEdits(const FileModel &M, UnitState &U) {
  std::vector<Span> Stubbed = U.NestedBodies, Accessed;
  for (const Span &B : U.InlinedBodies)
    if (std::find(Stubbed.begin(), Stubbed.end(), B) == Stubbed.end()) {
      Stubbed.push_back(B);
      U.Edits.push_back({B.Begin, B.End - B.Begin,
                         "{ /* lowered into kernels by kokkos-translate */ }",
                         U.editFile(B.File)});
      U.Edits.back().Stub = true;
    }
  for (size_t I = 0; I < M.kernels.size(); ++I) {
    const Kernel &K = M.kernels[I];
    const FileID FF = U.BodyFile[I];
    Span B{FF, K.functorBodyBegin, K.functorBodyEnd};
    if (K.functorBodyEnd > K.functorBodyBegin &&
        std::find(Stubbed.begin(), Stubbed.end(), B) == Stubbed.end()) {
      Stubbed.push_back(B);
      U.Edits.push_back({K.functorBodyBegin, K.functorBodyEnd - K.functorBodyBegin,
                         FF == U.Main ? "{ /* lowered into kernel " + K.name + " */ }"
                                      : "{ /* lowered into kernels by kokkos-translate */ }",
                         U.editFile(FF)});
      U.Edits.back().Stub = true;
    }
  }
  for (size_t I = 0; I < M.kernels.size(); ++I) {
    const Kernel &K = M.kernels[I];
    Span C{U.ClassFile[I], K.functorClassEnd, K.functorClassEnd};
    if (K.functorAccess.empty() || std::find(Accessed.begin(), Accessed.end(), C) != Accessed.end())
      continue;
    Accessed.push_back(C);
    U.Edits.push_back({K.functorClassEnd, 0, K.functorAccess, U.editFile(U.ClassFile[I])});
  }
}

} // namespace kt
