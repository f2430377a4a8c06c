// The guards that select a dispatch's kernel per instantiation of the template holding it
// (TemplateDispatch.cpp): each kernel is used where the template's arguments are those of the
// instantiations it was recognised from (`std::is_same<S, kt::Schedule<kt::Static>>::value`,
// `N == 3`). Moved from TemplateDispatch.cpp.
#include "rewriters/recognise/templates/TemplateDispatch.h"

#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/Recognisers.h"
#include "rewriters/recognise/templates/TemplateHead.h"

#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace kt {

/// The argument lists of the instantiation I, outermost template first (as TemplateHead lists
/// the parameters).
static std::vector<ArrayRef<TemplateArgument>> argumentLists(const FunctionDecl *I) {
  std::vector<ArrayRef<TemplateArgument>> L;
  for (const DeclContext *C = I->getDeclContext(); C; C = C->getParent())
    if (const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(C))
      L.insert(L.begin(), S->getTemplateInstantiationArgs().asArray());
  if (const TemplateArgumentList *A = I->getTemplateSpecializationArgs())
    L.push_back(A->asArray());
  return L;
}

/// Whether T is, or has among its template arguments, a Kokkos execution or memory space: where
/// the parse makes DefaultExecutionSpace the host's class (a Serial-only Kokkos), such an
/// argument cannot be tested against the space the output's instantiation names.
static bool mentionsKokkosSpace(QualType T) {
  T = T.getNonReferenceType().getCanonicalType();
  while (T->isPointerType() || T->isArrayType())
    T = T->isPointerType() ? T->getPointeeType() : QualType(T->getArrayElementTypeNoTypeQual(), 0);
  if (namesKokkosSpace(T))
    return true;
  const auto *S = dyn_cast_or_null<ClassTemplateSpecializationDecl>(T->getAsCXXRecordDecl());
  if (!S)
    return false;
  for (const TemplateArgument &A : S->getTemplateArgs().asArray())
    if (A.getKind() == TemplateArgument::Type && mentionsKokkosSpace(A.getAsType()))
      return true;
  return false;
}

/// Per named parameter of H (in H.params' order), the test that its argument in the
/// instantiation I is what I has (`std::is_same<S, kt::Schedule<kt::Static>>::value`, `N == 3`),
/// "" where that cannot be tested so (a template or an expression argument, a space), or
/// nullopt where I's argument lists do not match H's.
struct ArgumentTest {
  std::string arg;  ///< the argument as spelled (what tells instantiations apart)
  std::string test; ///< its test, "" where it cannot be tested
  std::string why;  ///< why not, where it cannot be
  /// Where it cannot be: whether the instantiation is still one the parse saw as the output
  /// will (a class declared later, a template argument; not a space the parse may conflate),
  /// so that it may be told apart as "none of the others".
  bool complementOk = false;
};
/// The test of a lambda's closure type as the argument of the parameter Name: a lambda returning
/// a nested range (PolicyLambdas.cpp) by the range it returns, which is all its kernel takes of
/// it (`kt::unseen::returns_range<P, kt::unseen::team_thread_range>::value`); any other lambda
/// cannot be named where the test is written.
static ArgumentTest lambdaTest(const CXXRecordDecl *RD, const std::string &Name) {
  ArgumentTest T;
  const std::string Range = returnedRangeName(RD->getLambdaCallOperator()->getBody());
  if (Range.empty()) {
    T.arg = RD->getLambdaCallOperator()->getLocation().printToString(
        RD->getASTContext().getSourceManager());
    T.why = "a lambda's closure type, which cannot be named there";
    T.complementOk = true;
    return T;
  }
  T.arg = Range == "TeamThreadRange"     ? "kt::unseen::team_thread_range"
          : Range == "ThreadVectorRange" ? "kt::unseen::thread_vector_range"
                                         : "kt::unseen::team_vector_range";
  T.test = "kt::unseen::returns_range<" + Name + ", " + T.arg + ">::value";
  return T;
}

/// At is where the tests are written (the dispatch): a class the argument names must be
/// declared before it, where the template's definition looks the name up.
static std::optional<std::vector<ArgumentTest>> argumentTests(const FunctionDecl *I,
                                                              const TemplateHead &H,
                                                              SourceLocation At,
                                                              ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<ArrayRef<TemplateArgument>> Args = argumentLists(I);
  if (Args.size() != H.decls.size())
    return std::nullopt;
  std::vector<ArgumentTest> Tests;
  for (size_t D = 0; D < Args.size(); ++D)
    for (size_t P = 0; P < H.decls[D].size(); ++P) {
      const NamedDecl *Param = H.decls[D][P];
      if (Param->getName().empty())
        continue;
      if (P >= Args[D].size())
        return std::nullopt;
      const TemplateArgument &A = Args[D][P];
      const std::string Name = Param->getName().str();
      ArgumentTest T;
      const CXXRecordDecl *Lambda =
          A.getKind() == TemplateArgument::Type ? A.getAsType()->getAsCXXRecordDecl() : nullptr;
      if (Lambda && Lambda->isLambda()) {
        T = lambdaTest(Lambda, Name);
      } else if (A.getKind() == TemplateArgument::Type) {
        T.arg = typeText(A.getAsType(), Ctx);
        const TagDecl *Later = findTagIn(A.getAsType(), [&](const TagDecl *D) {
          return SM.isBeforeInTranslationUnit(At, D->getLocation());
        });
        T.complementOk = Later != nullptr;
        if (Later)
          T.why = "its argument names '" + Later->getNameAsString() +
                  "', which is declared after the template, where the test of the "
                  "instantiation cannot name it";
        else if (parseConflatesSpaces(Ctx) && mentionsKokkosSpace(A.getAsType()))
          T.why = "an execution or memory space, which the parse may not tell from the host's";
        else if (mentionsKokkosSpace(A.getAsType())) // a View: as the shim spells its space
          T.test = "kt::same_instantiation_arg<" + Name + ", " + T.arg + ">::value";
        else
          T.test = "std::is_same<" + Name + ", " + T.arg + ">::value";
      } else if (A.getKind() == TemplateArgument::Integral) {
        T.arg = A.getIntegralType()->isBooleanType()
                    ? std::string(A.getAsIntegral().getBoolValue() ? "true" : "false")
                    : toString(A.getAsIntegral(), 10);
        if (A.getIntegralType()->isEnumeralType()) // `Iterate::Left`: an enum class is no int
          T.arg = "static_cast<" + typeText(A.getIntegralType(), Ctx) + ">(" + T.arg + ")";
        T.test = Name + " == " + T.arg;
      } else {
        llvm::raw_string_ostream OS(T.arg);
        A.print(PrintingPolicy(Ctx.getLangOpts()), OS, /*IncludeType=*/true);
        T.why = "a template or expression argument";
        T.complementOk = true;
      }
      Tests.push_back(std::move(T));
    }
  return Tests;
}

std::vector<bool> policyLambdaParams(const std::vector<const FunctionDecl *> &Insts,
                                     const TemplateHead &H) {
  std::vector<bool> Out(H.params.size(), !Insts.empty());
  for (const FunctionDecl *I : Insts) {
    std::vector<ArrayRef<TemplateArgument>> Args = argumentLists(I);
    size_t N = 0; // H.params' index: the named parameters, list by list
    for (size_t D = 0; D < Args.size() && D < H.decls.size(); ++D)
      for (size_t P = 0; P < H.decls[D].size() && N < Out.size(); ++P) {
        if (H.decls[D][P]->getName().empty())
          continue;
        const TemplateArgument *A = P < Args[D].size() ? &Args[D][P] : nullptr;
        const CXXRecordDecl *RD = A && A->getKind() == TemplateArgument::Type
                                      ? A->getAsType()->getAsCXXRecordDecl()
                                      : nullptr;
        Out[N] = Out[N] && RD && RD->isLambda() &&
                 !returnedRangeName(RD->getLambdaCallOperator()->getBody()).empty();
        ++N;
      }
  }
  return Out;
}

using GroupTests = std::vector<std::vector<std::vector<ArgumentTest>>>; // group, inst., param

/// Whether the arguments of the parameters Use tell every instantiation of a group from every
/// instantiation of the other groups.
static bool tellsGroupsApart(const GroupTests &Tests, const std::vector<bool> &Use) {
  auto Same = [&](const std::vector<ArgumentTest> &A, const std::vector<ArgumentTest> &B) {
    for (size_t P = 0; P < Use.size() && P < A.size() && P < B.size(); ++P)
      if (Use[P] && A[P].arg != B[P].arg)
        return false;
    return true;
  };
  for (size_t G = 0; G < Tests.size(); ++G)
    for (size_t O = G + 1; O < Tests.size(); ++O)
      for (const auto &A : Tests[G])
        for (const auto &B : Tests[O])
          if (Same(A, B))
            return false;
  return true;
}

/// The parameters the instantiation guards test: those whose arguments differ between the
/// instantiations, less those that cannot be tested where the others tell the groups apart
/// (`f<RangePolicy<>, LaterFunctor>` and `f<TeamPolicy<>, OtherLaterFunctor>`: the policy).
static std::vector<bool> guardParameters(const GroupTests &Tests) {
  const std::vector<ArgumentTest> &Ref = Tests[0][0];
  std::vector<bool> Varies(Ref.size(), false), Testable(Ref.size(), true);
  for (const auto &GT : Tests)
    for (const auto &T : GT)
      for (size_t P = 0; P < Ref.size() && P < T.size(); ++P) {
        Varies[P] = Varies[P] || T[P].arg != Ref[P].arg;
        Testable[P] = Testable[P] && !T[P].test.empty();
      }
  std::vector<bool> Tested(Ref.size());
  for (size_t P = 0; P < Ref.size(); ++P)
    Tested[P] = Varies[P] && Testable[P];
  return tellsGroupsApart(Tests, Tested) ? Tested : Varies;
}

/// The group C's guard as "none of the others", moved last in the chain.
static void complementGuard(InstantiationGroups &Groups, std::vector<std::string> &Guards,
                            size_t C) {
  std::string None;
  for (size_t GI = 0; GI < Groups.size(); ++GI)
    if (GI != C)
      None += (None.empty() ? "!(" : " && !(") + Guards[GI] + ")";
  Guards[C] = None;
  std::rotate(Groups.begin() + C, Groups.begin() + C + 1, Groups.end());
  std::rotate(Guards.begin() + C, Guards.begin() + C + 1, Guards.end());
}

bool guardInstantiations(InstantiationGroups &Groups, const TemplateHead &H,
                                const CallExpr *Call, RecogContext &RC) {
  auto Refuse = [&](const std::string &Why) {
    RC.Diags.error(Call->getBeginLoc(), DiagId::DispatchInTemplate,
                   "the kernel differs between instantiations '" +
                       instantiationName(Groups[0].second[0]) + "' and '" +
                       instantiationName(Groups[1].second[0]) + "', and " + Why +
                       "; spell the types the kernel uses through the template's parameters");
    return false;
  };
  for (const TemplateParam &P : H.params)
    if (P.pack)
      return Refuse("the template has a parameter pack");
  GroupTests Tests;
  for (auto &G : Groups) {
    Tests.emplace_back();
    for (const FunctionDecl *I : G.second) {
      std::optional<std::vector<ArgumentTest>> T =
          argumentTests(I, H, Call->getBeginLoc(), RC.Ctx);
      if (!T)
        return Refuse("the arguments of '" + instantiationName(I) + "' cannot be read");
      Tests.back().push_back(std::move(*T));
    }
  }
  std::vector<bool> Use = guardParameters(Tests);
  if (!tellsGroupsApart(Tests, Use)) // tests coarser than the arguments (a lambda's range)
    return Refuse("their template arguments' tests do not tell them apart");
  // A group whose needed arguments cannot be tested is "none of the others", where it is the
  // only such group (Kokkos' TestTeamBasic: long_wrapper declared after the template).
  std::optional<size_t> Complement;
  for (size_t GI = 0; GI < Tests.size(); ++GI)
    for (const auto &T : Tests[GI])
      for (size_t P = 0; P < Use.size() && P < T.size(); ++P) {
        if (!Use[P] || !T[P].test.empty())
          continue;
        if (!T[P].complementOk || (Complement && *Complement != GI))
          return Refuse("they differ in parameter '" + H.params[P].name +
                        "', whose argument cannot be told apart at compile time (" + T[P].why +
                        ")");
        Complement = GI;
      }
  std::vector<std::string> Guards;
  for (size_t GI = 0; GI < Groups.size(); ++GI) {
    std::string Guard;
    for (const auto &T : Tests[GI]) {
      std::string One;
      for (size_t P = 0; P < T.size(); ++P)
        if (Use[P])
          One += (One.empty() ? "" : " && ") + T[P].test;
      Guard += (Guard.empty() ? "" : " || ") + (Tests[GI].size() > 1 ? "(" + One + ")" : One);
    }
    Guards.push_back(Guard);
  }
  if (Complement)
    complementGuard(Groups, Guards, *Complement);
  for (size_t GI = 0; GI < Groups.size(); ++GI) {
    Groups[GI].first.instantiationGuard = Guards[GI];
    Groups[GI].first.unseenArgs = unseenArgs(H);
  }
  return true;
}

} // namespace kt
